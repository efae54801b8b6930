import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// Server only: the dictionaries are megabytes, and the browser shows the server's message.

/**
 * zxcvbn's score a new password must reach. 3 is "safely unguessable": about 10^8 guesses
 * or more, out of reach of online guessing and costly offline against argon2id.
 */
const minimumScore = 3;

/**
 * Bounds on the estimator's work, which grows steeply with length and with l33t-looking
 * characters (a 256-character password took 2 s of CPU here, 64 repeated `Tr0ub4dor&3` 1.6 s;
 * with these, under 0.2 s). Characters past the first 64 only add strength, so a password
 * whose first 64 are strong is strong; 8 substitutions still unmask `p4ssw0rd`.
 */
const estimatedLength = 64;
const l33tSubstitutions = 8;

export const passwordRefusals = {
  blank: 'Choose a password that is more than spaces.',
  containsEmail: 'Choose a password that does not contain your email address.',
  tooEasy: 'This password is too easy to guess.',
} as const;

const advice = 'A few unrelated words make a strong one.';

let loading: Promise<ZxcvbnFactory> | undefined;

/** The strength estimator with the common and English dictionaries, loaded on first use only. */
function estimator(): Promise<ZxcvbnFactory> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
      maxLength: estimatedLength,
      l33tMaxSubstitutions: l33tSubstitutions,
    });
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Why a new password for the account of `email` is refused, in words for its form field, or
 * undefined when it may be used. Length is the contract's (`newPasswordField`); this adds
 * what length cannot see: blank, repetitive, common or built from the account's address
 * (zxcvbn, with the address and its local part as words a guesser would try first).
 */
export async function newPasswordProblem(
  password: string,
  email: string,
): Promise<string | undefined> {
  if (password.trim() === '') return passwordRefusals.blank;
  const address = email.trim().toLowerCase();
  if (password.toLowerCase().includes(address)) return passwordRefusals.containsEmail;
  const localPart = address.slice(0, address.lastIndexOf('@'));
  const { score, feedback } = (await estimator()).check(password, [address, localPart]);
  if (score >= minimumScore) return undefined;
  return [passwordRefusals.tooEasy, feedback.warning, advice].filter(Boolean).join(' ');
}
