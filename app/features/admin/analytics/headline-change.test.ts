import { describe, expect, it } from 'vitest';
import { formatChange, headlineChange } from './headline-change.ts';

describe('a headline change', () => {
  it('is up or down by a ratio, good news when higher unless lower is better', () => {
    expect(headlineChange(112, 100)).toEqual({ kind: 'moved', ratio: 0.12, better: true });
    expect(headlineChange(75, 100)).toEqual({ kind: 'moved', ratio: -0.25, better: false });
    expect(headlineChange(0.4, 0.5, { lowerIsBetter: true })).toMatchObject({ better: true });
  });

  it('is new from nothing, and the same when nothing moved', () => {
    expect(headlineChange(3, 0)).toEqual({ kind: 'new', better: true });
    expect(headlineChange(0.2, 0, { lowerIsBetter: true })).toEqual({ kind: 'new', better: false });
    expect(headlineChange(0, 0)).toEqual({ kind: 'same' });
    expect(headlineChange(42, 42)).toEqual({ kind: 'same' });
  });

  it('is written as a signed percent, one decimal below 10 %', () => {
    expect(formatChange(0.12)).toBe('+12%');
    expect(formatChange(-0.025)).toBe('-2.5%');
    expect(formatChange(-1)).toBe('-100%');
    expect(formatChange(3.4)).toBe('+340%');
  });
});
