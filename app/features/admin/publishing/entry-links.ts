import { adminSections, type AdminSectionId } from '#shared/admin-sections.ts';
import type { EntryKind } from '#shared/contracts/publishing.ts';

const sectionOf: Readonly<Record<EntryKind, AdminSectionId>> = {
  post: 'posts',
  state_guide: 'state-guides',
  page: 'pages',
};

/** Where an entry is edited: its section's address and its id (`/admin/state-guides/12`). */
export function entryEditorPath(kind: EntryKind, entryId: number): string {
  return `${adminSections[sectionOf[kind]].path}/${entryId}`;
}

/** Where a person is edited. */
export function personEditorPath(personId: number): string {
  return `${adminSections.people.path}/${personId}`;
}
