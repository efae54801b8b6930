/**
 * A template's content cloned, by the name its markup gave it (IslandTemplate, kept apart
 * so islands import no JSX); undefined when it is missing.
 */
export function cloneTemplate(root: ParentNode, name: string): DocumentFragment | undefined {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  return template ? (template.content.cloneNode(true) as DocumentFragment) : undefined;
}
