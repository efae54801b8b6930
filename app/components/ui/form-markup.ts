import type { FieldRule } from '#shared/contracts/field-rules.ts';

/**
 * What a page form's markup tells the form island (post-form-island.ts), so the island knows
 * no form: the rule of each field, and what the form does once its fields pass.
 */
export const formMarkup = {
  /** On a control: its rule (field-rules.ts) as JSON. */
  rule: 'data-rule',
  /** On the form: once the checks pass, the browser posts it itself and leaves the page. */
  leavesPage: 'data-leaves-page',
  /** Around a form: what the answer replaces, matched by the same value in the answered page. */
  scope: 'data-form-scope',
  /** On the page: what a GET form's answer replaces, matched by the same value. */
  part: 'data-part',
} as const;

/** A field's error message under its control, as React renders it and the form checks write it. */
export const fieldErrorClass = 'text-sm text-destructive';

/** A control's attributes for its rule: `required` and the length for the browser, the rule for the island. */
export function ruleAttributes(rule: FieldRule) {
  return {
    required: rule.missing !== undefined,
    ...(rule.max === undefined ? {} : { maxLength: rule.max }),
    [formMarkup.rule]: JSON.stringify(rule),
  };
}

/** The rule a control carries, if it carries one. */
export function ruleOf(control: Element): FieldRule | undefined {
  const json = control.getAttribute(formMarkup.rule);
  return json === null ? undefined : (JSON.parse(json) as FieldRule);
}
