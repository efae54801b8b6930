/** The entry editor: built in its own change (this stands in so the sections compile). */
export function EntryEditor({ entryId }: { entryId: number }) {
  return <p>{entryId}</p>;
}
