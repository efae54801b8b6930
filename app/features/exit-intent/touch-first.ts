/**
 * A device used by touch: its main pointer is coarse or cannot hover (phones, tablets). Its
 * visitors read with a thumb, and a modal popup over the text they read is in their way.
 */
const touchQuery = '(pointer: coarse), (hover: none)';

/** Asked at each moment, not once: a tablet with a keyboard and trackpad can change. */
export function touchFirst(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(touchQuery).matches;
}
