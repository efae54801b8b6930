/** A whole number from 1 in the address (a page, an item's id), or undefined for anything else. */
export function addressNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}
