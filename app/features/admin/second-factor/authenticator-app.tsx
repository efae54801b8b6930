import { Check, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { invalidFormNotice, notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors } from '#app/lib/form-validation.ts';
import { secondFactorCopy, secondFactorNotices } from '#content/admin-second-factor.ts';
import {
  totpCodeRequestSchema,
  type SecondFactorsResponse,
  type TotpSetupResponse,
} from '#shared/contracts/second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { formatDay } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { confirmTotp, startTotpSetup, turnOffTotp, type FactorAdded } from './second-factor-api.ts';

const copy = secondFactorCopy;
const changes = [adminKeys.secondFactors, adminKeys.audit] as const;

/** The QR code the server drew, shown as an image: its SVG is never put into the page's markup. */
function qrImage(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The authenticator app: on since when, with Turn off; or Set up, which shows a QR code and the
 * key to type, and turns on once a code from the app proves it has the key.
 */
export function AuthenticatorApp({
  totp,
  onAdded,
}: {
  totp: SecondFactorsResponse['totp'];
  onAdded: (added: FactorAdded) => void;
}) {
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const start = useAdminAction({
    action: startTotpSetup,
    failure: secondFactorNotices.appSetupFailed,
    invalidates: [],
  });
  const turnOff = useAdminAction({
    action: turnOffTotp,
    success: () => ({ ...secondFactorNotices.appOff, variant: 'success' }),
    failure: secondFactorNotices.appOffFailed,
    invalidates: changes,
  });

  if (setup) {
    return (
      <TotpSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(added) => {
          setSetup(null);
          onAdded(added);
        }}
      />
    );
  }
  if (totp.enabled) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <Check className="size-4 text-primary" aria-hidden />
          {totp.confirmedAt
            ? fillPlaceholders(copy.appOn, { date: formatDay(totp.confirmedAt) })
            : null}
        </p>
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" disabled={turnOff.isPending}>
              {copy.appTurnOff}
            </Button>
          }
          title={copy.appTurnOffTitle}
          description={copy.appTurnOffDescription}
          confirm={copy.appTurnOffAction}
          onConfirm={() => turnOff.mutate()}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{copy.appOff}</p>
      <Button
        variant="outline"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
      >
        <Smartphone className="size-4" aria-hidden />
        {start.isPending ? copy.appPreparing : copy.appSetUp}
      </Button>
    </div>
  );
}

function TotpSetupForm({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetupResponse;
  onCancel: () => void;
  onConfirmed: (added: FactorAdded) => void;
}) {
  const idPrefix = useId();
  const codeId = `${idPrefix}-code`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useAdminAction({
    action: confirmTotp,
    success: () => ({ ...secondFactorNotices.appOn, variant: 'success' }),
    failure: (failure) => {
      setError(
        serverFieldErrors(failure, ['code'] as const).code ??
          secondFactorNotices.appConfirmFailed.description,
      );
      document.getElementById(codeId)?.focus();
      notifyFailure(secondFactorNotices.appConfirmFailed, failure);
    },
    invalidates: changes,
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirm.isPending) return;
        const checked = checkForm(totpCodeRequestSchema, { code });
        if (!checked.ok) {
          setError(checked.errors.code);
          document.getElementById(codeId)?.focus();
          notify(invalidFormNotice(checked.missing));
          return;
        }
        confirm.mutate(checked.data.code, { onSuccess: onConfirmed });
      }}
    >
      <p className="text-sm">{copy.appScan}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* The QR code keeps a white ground in the dark theme, or scanners cannot read it. */}
        <img
          src={qrImage(setup.qrSvg)}
          alt={copy.appQrAlt}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border bg-white p-2"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p id={`${idPrefix}-secret`} className="text-sm font-medium">
            {copy.appSecret}
          </p>
          <code
            aria-labelledby={`${idPrefix}-secret`}
            className="rounded-md bg-muted px-2 py-1 font-mono text-sm tracking-wider break-all select-all"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <FormField id={codeId} label={copy.appCode} error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={9}
            className="max-w-40 font-mono tracking-widest"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          busy={confirm.isPending}
          busyText={copy.appConfirming}
          icon={<Check className="size-4" aria-hidden />}
        >
          {copy.appConfirm}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {copy.appCancel}
        </Button>
      </div>
    </form>
  );
}
