/**
 * What plain text is, without zod: the forms' field rules use it, and so does the tracker,
 * whose bundle must stay small.
 */

// Text a person types never holds these, and each is a known way to cause harm downstream:
// NUL (PostgreSQL refuses it), other control characters (mail header and log injection),
// direction overrides (text that reads differently in a mail or the back office),
// unpaired surrogates (not encodable as UTF-8) and long stacks of combining marks ("Zalgo").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreak = /[\r\n\t]/;
const directionControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const stackedMarks = /\p{M}{5,}/u;

export const unusualCharactersMessage =
  'Remove the unusual characters (control, direction or stacked accent marks).';

/** True when the text holds nothing a person typing it would have put there. */
export function isPlainText(text: string, options: { multiline: boolean }): boolean {
  return !(
    controlCharacter.test(text) ||
    (!options.multiline && lineBreak.test(text)) ||
    directionControl.test(text) ||
    loneSurrogate.test(text) ||
    stackedMarks.test(text)
  );
}
