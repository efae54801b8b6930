/** Text matched literally inside a LIKE pattern: its own `%`, `_` and `\` escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
