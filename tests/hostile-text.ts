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

/**
 * Passwords of at least 12 characters that the password rule refuses, each with the words its
 * message holds: blank, repetitive, common, and the account's own address, alone or inside.
 */
export function weakPasswords(
  email: string,
): Array<[kind: string, password: string, message: string]> {
  const guessable = 'This password is too easy to guess.';
  const ownAddress = 'Choose a password that does not contain your email address.';
  return [
    ['blank', ' '.repeat(12), 'Choose a password that is more than spaces.'],
    ['repetitive', 'a'.repeat(12), guessable],
    ['common', 'password1234', guessable],
    ['exactly the account’s address', email, ownAddress],
    ['built around the account’s address', `my ${email}!`, ownAddress],
  ];
}
