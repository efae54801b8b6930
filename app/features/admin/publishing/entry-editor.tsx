/** The shared entry editor: built in its own change (Publishing's editor frame). */
export function EntryEditor({ entryId }: { entryId: number }) {
  return <p data-entry-id={entryId} />;
}
