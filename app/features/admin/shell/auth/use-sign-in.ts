import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { checkForm, hasErrors, serverFieldErrors } from '#app/lib/form-validation.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import { signInRequestSchema, type SessionResponse } from '#shared/contracts/auth.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import { signIn } from '../../kit/auth-api.ts';
import { shellNotices } from '../shell-copy.ts';

const fields = ['email', 'password'] as const;
type SignInField = (typeof fields)[number];
const empty: Record<SignInField, string> = { email: '', password: '' };

/**
 * The sign-in form: both fields required ('Missing credentials' and red fields),
 * then the server decides. A wrong password, or someone who is not an admin (both 401,
 * so a guesser cannot tell them apart), and too many tries (429) show the server's message.
 * A right password of an admin with a second factor leads to the second step.
 */
export function useSignIn(
  onSignedIn: (session: SessionResponse) => void,
  onSecondStep: (methods: readonly SecondFactorMethod[]) => void,
) {
  const idPrefix = useId();
  const fieldId = (name: SignInField) => `${idPrefix}-${name}`;
  const form = useFormFields(empty);
  const mutation = useMutation({ mutationFn: signIn });

  function flag(errors: Partial<Record<SignInField, string>>) {
    form.setErrors(errors);
    focusFirstField(fields.filter((name) => errors[name]).map(fieldId));
  }

  function submit() {
    if (mutation.isPending) return;
    const checked = checkForm(signInRequestSchema, form.values);
    if (!checked.ok) {
      flag(checked.errors);
      const notice = checked.missing ? shellNotices.missingCredentials : shellNotices.signInFailed;
      notify({ ...notice, variant: 'error' });
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: (answer) => {
        if ('secondStep' in answer) {
          onSecondStep(answer.secondStep.methods);
          return;
        }
        notify({ ...shellNotices.signedIn, variant: 'success' });
        onSignedIn(answer);
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, fields);
        if (hasErrors(errors)) flag(errors);
        notifyFailure(shellNotices.signInFailed, error);
      },
    });
  }

  return { ...form, fieldId, busy: mutation.isPending, submit };
}
