/** From `from` (included) to `to` (excluded). */
export interface Window {
  from: Date;
  to: Date;
}
