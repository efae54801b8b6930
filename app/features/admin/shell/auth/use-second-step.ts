import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { ApiRequestError, messageOr } from '#app/lib/api-client.ts';
import { invalidFormNotice, notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm } from '#app/lib/form-validation.ts';
import { secondFactorNotices } from '#content/admin-second-factor.ts';
import { adminRefusals } from '#shared/contracts/api-error.ts';
import type { SessionResponse } from '#shared/contracts/auth.ts';
import {
  recoveryCodeRequestSchema,
  totpCodeRequestSchema,
  type SecondFactorMethod,
} from '#shared/contracts/second-factor.ts';
import {
  signInWithCode,
  signInWithPasskeySecondStep,
  signInWithRecoveryCode,
} from '../../kit/auth-api.ts';
import { notifyPasskeyFailure } from '../../kit/passkey-failure.ts';
import { shellNotices } from '../shell-copy.ts';

/** Which field the second step shows: the app's code, a recovery code, or none (passkey only). */
export type SecondStepField = 'code' | 'recovery' | 'none';

const schemas = { code: totpCodeRequestSchema, recovery: recoveryCodeRequestSchema } as const;
const send = { code: signInWithCode, recovery: signInWithRecoveryCode } as const;

/** The server's code for a pending sign-in that expired (server/auth/second-step-routes.ts). */
const secondStepExpired = 'second_step_expired';

/** The pending sign-in is gone (it expired, or was never there): the password again. */
function isExpired(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    (error.code === secondStepExpired || error.code === adminRefusals.authenticationRequired)
  );
}

/**
 * The sign-in's second step: a passkey, the app's six digits or a recovery code. A malformed
 * code is flagged before sending; a wrong one, and too many tries (429, with the wait), show the
 * server's words on the field; an expired step goes back to the password.
 */
export function useSecondStep(
  methods: readonly SecondFactorMethod[],
  onSignedIn: (session: SessionResponse) => void,
  onExpired: () => void,
) {
  const fieldId = `${useId()}-second-step`;
  const [field, setField] = useState<SecondStepField>(
    methods.includes('totp') ? 'code' : methods.includes('passkey') ? 'none' : 'recovery',
  );
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function signedIn(session: SessionResponse) {
    notify({ ...shellNotices.signedIn, variant: 'success' });
    onSignedIn(session);
  }

  function failed(failure: unknown, notice: (failure: unknown) => void): void {
    if (isExpired(failure)) {
      notify({ ...secondFactorNotices.secondStepExpired, variant: 'error' });
      onExpired();
      return;
    }
    notice(failure);
  }

  const codeStep = useMutation({
    mutationFn: ({ kind, code }: { kind: 'code' | 'recovery'; code: string }) => send[kind](code),
    onSuccess: signedIn,
    onError: (failure) =>
      failed(failure, () => {
        const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
        setError(
          fields?.code ?? messageOr(failure, secondFactorNotices.secondStepFailed.description),
        );
        document.getElementById(fieldId)?.focus();
        notifyFailure(secondFactorNotices.secondStepFailed, failure);
      }),
  });
  const passkeyStep = useMutation({
    mutationFn: signInWithPasskeySecondStep,
    onSuccess: signedIn,
    onError: (failure) =>
      failed(failure, () => notifyPasskeyFailure(secondFactorNotices.passkeySignInFailed, failure)),
  });

  function submit() {
    if (codeStep.isPending || field === 'none') return;
    const checked = checkForm(schemas[field], { code: value });
    if (!checked.ok) {
      setError(checked.errors.code);
      document.getElementById(fieldId)?.focus();
      notify(invalidFormNotice(checked.missing));
      return;
    }
    codeStep.mutate({ kind: field, code: checked.data.code });
  }

  return {
    fieldId,
    field,
    showField: (next: SecondStepField) => {
      setField(next);
      setValue('');
      setError(undefined);
    },
    value,
    setValue: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    error,
    submit,
    codeBusy: codeStep.isPending,
    startPasskey: () => {
      if (!passkeyStep.isPending) passkeyStep.mutate();
    },
    passkeyBusy: passkeyStep.isPending,
  };
}
