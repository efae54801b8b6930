import { ArrowLeft, Fingerprint, ShieldCheck } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { secondStepCopy } from '#content/admin-second-factor.ts';
import type { SessionResponse } from '#shared/contracts/auth.ts';
import type { SecondFactorMethod } from '#shared/contracts/second-factor.ts';
import { useSecondStep } from './use-second-step.ts';

const copy = secondStepCopy;

/** The text link style of the sign-in card ("Forgot password?"). */
const linkClass =
  'inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * After the right password: "Use your passkey" (when the admin has one), the six digits of their
 * authenticator app, or one of their recovery codes.
 */
export function SecondStepForm({
  methods,
  onSignedIn,
  onBack,
}: {
  methods: readonly SecondFactorMethod[];
  onSignedIn: (session: SessionResponse) => void;
  onBack: () => void;
}) {
  const step = useSecondStep(methods, onSignedIn, onBack);
  const recovery = step.field === 'recovery';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <h2 className="font-semibold">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </div>
      {methods.includes('passkey') && (
        <Button
          type="button"
          size="lg"
          variant={step.field === 'code' ? 'outline' : 'default'}
          disabled={step.passkeyBusy}
          onClick={step.startPasskey}
        >
          <Fingerprint className="size-4" aria-hidden />
          {step.passkeyBusy ? copy.passkeyBusy : copy.passkey}
        </Button>
      )}
      {step.field !== 'none' && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            step.submit();
          }}
        >
          <FormField
            id={step.fieldId}
            label={recovery ? copy.recoveryLabel : copy.codeLabel}
            error={step.error}
            hint={recovery ? copy.recoveryHint : undefined}
          >
            {(control) =>
              recovery ? (
                <Input
                  {...control}
                  key="recovery"
                  name="recovery-code"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={20}
                  className="font-mono tracking-wider"
                  value={step.value}
                  onChange={(event) => step.setValue(event.target.value)}
                />
              ) : (
                <Input
                  {...control}
                  key="code"
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={9}
                  className="font-mono tracking-widest"
                  value={step.value}
                  onChange={(event) => step.setValue(event.target.value)}
                />
              )
            }
          </FormField>
          <SubmitButton
            busy={step.codeBusy}
            busyText={copy.busy}
            icon={<ShieldCheck className="size-4" aria-hidden />}
          >
            {copy.submit}
          </SubmitButton>
        </form>
      )}
      {!recovery && (
        <button type="button" className={linkClass} onClick={() => step.showField('recovery')}>
          {copy.useRecovery}
        </button>
      )}
      {recovery && methods.includes('totp') && (
        <button type="button" className={linkClass} onClick={() => step.showField('code')}>
          {copy.useCode}
        </button>
      )}
      <button type="button" className={linkClass} onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </button>
    </div>
  );
}
