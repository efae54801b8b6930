/** Placeholder until the Overview section lands: the frame already gives it its heading. */
export function OverviewSection() {
  return null;
}
