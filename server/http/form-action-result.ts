import { ServiceError } from '#server/service-error.ts';
import type { FormActionResult } from '#shared/contracts/form-actions.ts';
import { httpErrorOf } from './error-handler.ts';
import { HttpError } from './http-error.ts';

/**
 * Runs a form action posted without JavaScript: a refusal meant for the visitor (a rate
 * limit, a provider outage, a refused field) becomes the form's notice, with the fields at
 * fault; anything else is thrown on.
 */
export async function formActionResult<Done extends object>(
  run: () => Promise<Done>,
): Promise<FormActionResult<Done>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (caught) {
    const error = caught instanceof ServiceError ? httpErrorOf(caught) : caught;
    if (!(error instanceof HttpError)) throw error;
    return {
      ok: false,
      status: error.status,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
}
