/** Copy for a count: the text for exactly one, and for any other number ("{{n}} sessions"). */
export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules('en-US');

/** The form of `forms` that suits `count`, its placeholders still to fill: never "1 sessions". */
export function pluralForm(forms: PluralForms, count: number): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
