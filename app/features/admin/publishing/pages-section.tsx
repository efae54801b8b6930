/** The pages section: built in its own change. */
export function PagesSection() {
  return null;
}
