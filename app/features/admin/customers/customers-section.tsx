/** Placeholder until the Customers section lands: the frame already gives it its heading. */
export function CustomersSection() {
  return null;
}
