/** A thin bar as long as `share` (0..1) of the row: the numbers beside it say the same in words. */
export function ShareBar({ share }: { share: number }) {
  const width = `${String(Math.round(Math.min(1, Math.max(0, share)) * 100))}%`;
  return (
    <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
      <div className="h-full rounded-full bg-primary" style={{ width }} />
    </div>
  );
}
