import { usStates } from '#shared/us-states.ts';

export interface NamedState {
  code: string;
  name: string;
}

const notWordBefore = '(?<![\\p{L}\\p{N}])';
const notWordAfter = '(?![\\p{L}\\p{N}])';

/** A name as a whole phrase in lower-cased text, any run of spaces between its words. */
const phrase = (name: string) =>
  new RegExp(
    `${notWordBefore}${name.toLowerCase().replace(/\./g, '\\.').replace(/ /g, '\\s+')}${notWordAfter}`,
    'u',
  );

const district = usStates.find(([code]) => code === 'DC');

// The District as visitors write it, tried before the state of Washington.
const districtNames = ['district of columbia', 'washington dc', 'washington d.c.', 'd.c.'];

/** Longest names first: "West Virginia" is not Virginia, "Arkansas" not Kansas. */
const byName = [
  ...(district ? districtNames.map((name) => ({ pattern: phrase(name), state: district })) : []),
  ...[...usStates]
    .sort(([, a], [, b]) => b.length - a.length)
    .map((state) => ({ pattern: phrase(state[1]), state })),
];

const byCode = usStates.map((state) => ({
  pattern: new RegExp(`${notWordBefore}${state[0]}${notWordAfter}`, 'u'),
  state,
}));

/** Codes that are words people write in capitals anyway ("OK, thanks", "HI"): not at the start. */
const wordLikeCodes = new Set(['OK', 'HI']);

/**
 * The state a message names: by its name in any case, or by its two-letter code written in
 * capitals ("OH", not "oh", "in" or "me"), unless the whole message is in capitals, where
 * every "IN" and "OR" would be a state. None when it names no state.
 */
export function stateNamedIn(message: string): NamedState | undefined {
  const lower = message.toLowerCase();
  const named = byName.find(({ pattern }) => pattern.test(lower))?.state;
  if (named) return { code: named[0], name: named[1] };
  if (!/\p{Ll}/u.test(message)) return undefined;
  const coded = byCode.find(({ pattern, state: [code] }) => {
    const match = pattern.exec(message);
    return (
      match !== null && !(wordLikeCodes.has(code) && message.slice(0, match.index).trim() === '')
    );
  })?.state;
  return coded ? { code: coded[0], name: coded[1] } : undefined;
}
