/**
 * A thin bar as long as `share` (0..1) of the row: the numbers beside it say the same in words.
 * Spans, not divs: a ranked row's bar sits inside its filter button, which takes phrasing content.
 */
export function ShareBar({ share }: { share: number }) {
  const width = `${String(Math.round(Math.min(1, Math.max(0, share)) * 100))}%`;
  return (
    <span className="mt-1 block h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
      <span className="block h-full rounded-full bg-primary" style={{ width }} />
    </span>
  );
}
