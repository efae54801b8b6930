import { describe, expect, it } from 'vitest';
import { roundedDown } from './shown-proof.ts';

describe('a count as the pages show it', () => {
  it.each([
    [20, 20],
    [57, 50],
    [99, 90],
    [100, 100],
    [247, 200],
    [999, 950],
    [1_000, 1_000],
    [1_537, 1_500],
    [9_999, 9_900],
    [12_345, 12_000],
  ])('%i reads %i+', (count, shown) => {
    expect(roundedDown(count)).toBe(shown);
  });
});
