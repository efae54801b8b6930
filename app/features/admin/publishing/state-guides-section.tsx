/** The state-guides section: built in its own change. */
export function StateGuidesSection() {
  return null;
}
