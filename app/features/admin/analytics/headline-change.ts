/**
 * How a headline figure moved against the period before: `new` when there was nothing
 * before, `same` when nothing moved (both zero included), else up or down by `ratio`
 * (0.12 for +12 %). `better` says whether the move is good news: a higher figure is,
 * except where lower is better (the bounce rate).
 */
export type HeadlineChange =
  | { kind: 'same' }
  | { kind: 'new'; better: boolean }
  | { kind: 'moved'; ratio: number; better: boolean };

export function headlineChange(
  current: number,
  previous: number,
  { lowerIsBetter = false }: { lowerIsBetter?: boolean } = {},
): HeadlineChange {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new', better: !lowerIsBetter };
  const ratio = (current - previous) / previous;
  return { kind: 'moved', ratio, better: ratio > 0 !== lowerIsBetter };
}

// One decimal below 10 % ("+2.5%"), whole percents above ("+12%", "+340%").
const smallChange = new Intl.NumberFormat('en-US', {
  style: 'percent',
  signDisplay: 'always',
  maximumFractionDigits: 1,
});
const largeChange = new Intl.NumberFormat('en-US', {
  style: 'percent',
  signDisplay: 'always',
  maximumFractionDigits: 0,
});

/** A change as a signed percent: "+12%", "-2.5%". */
export function formatChange(ratio: number): string {
  return (Math.abs(ratio) < 0.1 ? smallChange : largeChange).format(ratio);
}
