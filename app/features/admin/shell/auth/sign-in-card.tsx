import { Fingerprint, LockKeyhole, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { fieldLimits } from '#shared/contracts/fields.ts';
import { passkeySignInCopy } from '#content/admin-second-factor.ts';
import { passwordLimits, type SessionResponse } from '#shared/contracts/auth.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import { AdminCardContent, AdminCardHeader } from '../../kit/admin-card.tsx';
import { signInCopy } from '../shell-copy.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { usePasskeySignIn } from './use-passkey-sign-in.ts';
import { useSignIn } from './use-sign-in.ts';

const copy = signInCopy;

/**
 * 'Admin Access Required': the sign-in form with "Sign in with a passkey", then the second step
 * when the admin has a second factor; or the forgot-password form in its place.
 */
export function SignInCard({ onSignedIn }: { onSignedIn: (session: SessionResponse) => void }) {
  const [forgot, setForgot] = useState(false);
  const [secondStep, setSecondStep] = useState<readonly SecondFactorMethod[] | null>(null);
  const { values, errors, setValue, fieldId, busy, submit } = useSignIn(onSignedIn, setSecondStep);
  const passkey = usePasskeySignIn(onSignedIn);
  const titleId = `${fieldId('email')}-title`;

  return (
    <Card aria-labelledby={titleId} className="mx-auto w-full max-w-md">
      <AdminCardHeader
        icon={LockKeyhole}
        title={copy.title}
        titleId={titleId}
        as="h1"
        description={forgot || secondStep ? undefined : copy.description}
      />
      <AdminCardContent>
        {secondStep ? (
          <SecondStepForm
            methods={secondStep}
            onSignedIn={onSignedIn}
            onBack={() => {
              setSecondStep(null);
              setValue('password', '');
            }}
          />
        ) : forgot ? (
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
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" aria-hidden />
              {passkeySignInCopy.or}
              <span className="h-px flex-1 bg-border" aria-hidden />
            </div>
            <Button type="button" variant="outline" disabled={passkey.busy} onClick={passkey.start}>
              <Fingerprint className="size-4" aria-hidden />
              {passkey.busy ? passkeySignInCopy.busy : passkeySignInCopy.button}
            </Button>
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
