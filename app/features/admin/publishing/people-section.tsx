/** The people section: built in its own change. */
export function PeopleSection() {
  return null;
}
