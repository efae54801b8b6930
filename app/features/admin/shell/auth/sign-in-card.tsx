import { LockKeyhole, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { fieldLimits } from '#shared/contracts/fields.ts';
import { passwordLimits, type AuthUser } from '#shared/contracts/auth.ts';
import { AdminCardContent, AdminCardHeader } from '../../kit/admin-card.tsx';
import { signInCopy } from '../shell-copy.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { useSignIn } from './use-sign-in.ts';

const copy = signInCopy;

/** 'Admin Access Required': the sign-in form, or the forgot-password form in its place. */
export function SignInCard({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const [forgot, setForgot] = useState(false);
  const { values, errors, setValue, fieldId, busy, submit } = useSignIn(onSignedIn);
  const titleId = `${fieldId('email')}-title`;

  return (
    <Card aria-labelledby={titleId} className="mx-auto w-full max-w-md">
      <AdminCardHeader
        icon={LockKeyhole}
        title={copy.title}
        titleId={titleId}
        as="h1"
        description={forgot ? undefined : copy.description}
      />
      <AdminCardContent>
        {forgot ? (
          <ForgotPasswordForm initialEmail={values.email} onBack={() => setForgot(false)} />
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField id={fieldId('email')} label={copy.email} error={errors.email}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="username"
                  inputMode="email"
                  maxLength={fieldLimits.email}
                  value={values.email}
                  onChange={(event) => setValue('email', event.target.value)}
                />
              )}
            </FormField>
            <FormField id={fieldId('password')} label={copy.password} error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  maxLength={passwordLimits.max}
                  value={values.password}
                  onChange={(event) => setValue('password', event.target.value)}
                />
              )}
            </FormField>
            <SubmitButton
              busy={busy}
              busyText={copy.busy}
              icon={<LogIn className="size-4" aria-hidden />}
            >
              {copy.submit}
            </SubmitButton>
            <button
              type="button"
              className="self-start rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setForgot(true)}
            >
              {copy.forgotLink}
            </button>
            <p className="flex gap-2 rounded-md bg-muted p-3 text-xs text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
              {copy.secureNote}
            </p>
          </form>
        )}
      </AdminCardContent>
    </Card>
  );
}
