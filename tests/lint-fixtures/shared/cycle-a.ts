// import-x/no-cycle: cycle-a.ts and cycle-b.ts import each other.
import { half } from './cycle-b.ts';

export function double(value: number): number {
  return value < 1 ? value : half(value) * 4;
}
