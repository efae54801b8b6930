/** The System section: placeholder until the section lands (replaced by its helper). */
export function SystemSection() {
  return null;
}
