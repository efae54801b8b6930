/**
 * The names that tie the popup's server markup (`exit-intent-popup.tsx`) to its island
 * code: the island's name and the parts it looks up inside its root.
 */
export const exitIntentIsland = 'exit-intent';
/** The same invitation in the page, at the end of articles and state guides. */
export const inlineSignUpIsland = 'inline-sign-up';

/** `ask`: the invitation and its form; `thanks`: shown once subscribed, with the guide's link. */
export type ExitIntentPart = 'ask' | 'thanks' | 'close' | 'guide-link' | 'form' | 'email';

/**
 * What names a part in the markup: not the forms' `data-part` (form-markup.ts), which an
 * answered GET form replaces page-wide.
 */
const partAttribute = 'data-exit-part';

/** The attribute that makes an element the part `name`. */
export function partProps(name: ExitIntentPart): Record<typeof partAttribute, ExitIntentPart> {
  return { [partAttribute]: name };
}

/** One part of the popup, of the element type its markup renders; a missing part is a bug. */
export function findPart<T extends Element>(
  root: ParentNode,
  name: ExitIntentPart,
  type: abstract new () => T,
): T {
  const element = root.querySelector(`[${partAttribute}="${name}"]`);
  if (!(element instanceof type)) throw new Error(`The exit popup has no ${name}.`);
  return element;
}
