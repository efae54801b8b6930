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

/**
 * The operator from the environment, each unset part from the sample; a public site
 * running on a sample gets a warning at every start.
 */
export function operatorSettings(
  env: OperatorEnv,
  site: { url: string; isPublic: boolean },
): { operator: Operator; warnings: string[] } {
  const operator: Operator = {
    name: env.OPERATOR_NAME ?? sampleOperator.name,
    postalAddress: env.OPERATOR_ADDRESS ?? sampleOperator.postalAddress,
    governingState: env.OPERATOR_STATE ?? sampleOperator.governingState,
  };
  const unset = variables.filter((name) => env[name] === undefined);
  const warnings =
    unset.length > 0 && site.isPublic
      ? [
          `${unset.join(', ')} not set: the legal pages and mail footers of ${site.url} show the sample operator's details; set the operator's legal name, postal address and governing state.`,
        ]
      : [];
  return { operator, warnings };
}
