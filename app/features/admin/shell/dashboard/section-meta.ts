import type { MetaArgs, MetaDescriptor } from 'react-router';
import { dashboardCopy, sectionsCopy } from '#content/admin-shell.ts';
import type { AdminSectionId } from '#shared/admin-sections.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { shellCopy } from '../shell-copy.ts';

type SectionMeta = (args: Pick<MetaArgs, 'matches'>) => MetaDescriptor[];

/**
 * The root's head for the path (robots noindex for every address under the back office), its
 * title replaced by the section's. A route's meta replaces its parents', hence the merge.
 */
function headWithTitle(matches: MetaArgs['matches'], section: string): MetaDescriptor[] {
  const title = fillPlaceholders(shellCopy.documentTitle, {
    section,
    admin: dashboardCopy.title,
  });
  const inherited = matches
    .flatMap((match) => match.meta)
    .filter((descriptor) => !('title' in descriptor));
  return [{ title }, ...inherited];
}

/** The head of a section's route: its name in the document title ("Orders · Admin Dashboard"). */
export function sectionMeta(id: AdminSectionId): SectionMeta {
  return ({ matches }) => headWithTitle(matches, sectionsCopy[id]);
}

/** The head of an unknown address under the back office. */
export const notFoundSectionMeta: SectionMeta = ({ matches }) =>
  headWithTitle(matches, shellCopy.notFoundTitle);
