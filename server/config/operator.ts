import type { Operator } from '#shared/site-info.ts';

// Marked as samples so that nobody mistakes them for real details on a page or in a mail.
export const sampleOperator: Operator = {
  name: 'Child Support Defense (sample operator)',
  postalAddress: 'PO Box 0000, Austin, TX 78701 (sample address)',
  governingState: 'Texas',
};

export interface OperatorEnv {
  OPERATOR_NAME?: string | undefined;
  OPERATOR_ADDRESS?: string | undefined;
  OPERATOR_STATE?: string | undefined;
}

const variables = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_STATE'] as const;

/** Whether pages and mail would show any of the sample's details. */
export function usesSampleOperator(operator: Operator): boolean {
  return (
    operator.name === sampleOperator.name || operator.postalAddress === sampleOperator.postalAddress
  );
}

/**
 * The operator from the environment, each unset part from the sample; for a public site, the
 * warning to give at start while the details in force are still samples (the back office's
 * content settings may have replaced them).
 */
export function operatorSettings(
  env: OperatorEnv,
  site: { url: string; isPublic: boolean },
): { operator: Operator; sampleWarning: string | undefined } {
  const operator: Operator = {
    name: env.OPERATOR_NAME ?? sampleOperator.name,
    postalAddress: env.OPERATOR_ADDRESS ?? sampleOperator.postalAddress,
    governingState: env.OPERATOR_STATE ?? sampleOperator.governingState,
  };
  const unset = variables.filter((name) => env[name] === undefined);
  const sampleWarning =
    unset.length > 0 && site.isPublic
      ? `${unset.join(', ')} not set: the legal pages and mail footers of ${site.url} show the sample operator's details; set the operator's legal name, postal address and governing state (or save them in the back office's Content Management).`
      : undefined;
  return { operator, sampleWarning };
}
