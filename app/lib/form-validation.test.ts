import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from '#shared/contracts/checkout.ts';
import { ApiRequestError } from './api-client.ts';
import { checkForm, serverFieldErrors } from './form-validation.ts';

const filled = {
  email: 'a@example.com',
  name: 'A B',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
};

describe('checkForm', () => {
  it('returns the parsed, trimmed data when every field is valid', () => {
    expect(checkForm(checkoutRequestSchema, { ...filled, zip: ' 73301-0001 ' })).toEqual({
      ok: true,
      data: { ...filled, zip: '73301-0001', newsConsent: false },
    });
  });

  it('tells missing fields (blank counts) from invalid ones', () => {
    const missing = checkForm(checkoutRequestSchema, { ...filled, name: '   ', zip: '12' });
    expect(missing).toEqual({
      ok: false,
      missing: true,
      errors: { name: 'Enter your full name.', zip: 'Enter a 5-digit ZIP code or ZIP+4.' },
    });

    const invalid = checkForm(checkoutRequestSchema, { ...filled, state: 'XX' });
    expect(invalid).toEqual({ ok: false, missing: false, errors: { state: 'Choose your state.' } });
  });
});

describe('serverFieldErrors', () => {
  it("keeps a 400's messages for this form's fields only", () => {
    const error = new ApiRequestError(400, 'validation_failed', 'Bad.', {
      zip: 'Bad ZIP.',
      body: 'Ignored.',
    });
    expect(serverFieldErrors(error, ['email', 'zip'])).toEqual({ zip: 'Bad ZIP.' });
    expect(serverFieldErrors(new ApiRequestError(502, 'x', 'y', { zip: 'z' }), ['zip'])).toEqual(
      {},
    );
  });
});
