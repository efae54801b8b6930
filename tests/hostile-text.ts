/**
 * Typed text with one hostile character sequence each, made from a harmless value: the
 * shapes the field rules (`shared/contracts/fields.ts`) exist to refuse. Built here rather
 * than committed, so a reader sees exactly which bytes each case sends.
 */
export function hostileVariants(value: string): Array<[label: string, text: string]> {
  const middle = Math.max(1, value.indexOf('@'));
  const insert = (sequence: string) => `${value.slice(0, middle)}${sequence}${value.slice(middle)}`;
  return [
    ['NUL', insert('\u0000')],
    ['a control character', insert('\u0007')],
    ['an ANSI escape', `\u001b[31m${value}\u001b[0m`],
    ['CR/LF', `${value}\r\nBcc: victim@example.com`],
    ['a direction override', insert('\u202E')],
    ['a lone surrogate', insert('\uD800')],
  ];
}
