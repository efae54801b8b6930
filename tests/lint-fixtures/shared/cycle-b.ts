// import-x/no-cycle: cycle-b.ts and cycle-a.ts import each other.
import { double } from './cycle-a.ts';

export function half(value: number): number {
  return value < 1 ? value : double(value / 4);
}
