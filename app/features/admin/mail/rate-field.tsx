import { Input } from '#app/components/ui/input.tsx';
import { broadcastRateLimits } from '#shared/contracts/admin-mail.ts';
import { mailCopy } from './mail-copy.ts';

const copy = mailCopy.composer;

interface RateFieldProps {
  id: string;
  limited: boolean;
  rate: string;
  error: string | undefined;
  onChange: (change: { limited: boolean; rate: string }) => void;
}

/** As fast as the mail server takes them, or at most N a minute (to spare a small provider's limits). */
export function RateField({ id, limited, rate, error, onChange }: RateFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{copy.rate}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={!limited}
          onChange={() => onChange({ limited: false, rate })}
          className="size-4 accent-primary"
        />
        {copy.rateUnlimited}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={limited}
          onChange={() => onChange({ limited: true, rate })}
          className="size-4 accent-primary"
        />
        {copy.rateLimited}
      </label>
      {limited && (
        <div className="flex flex-col gap-1.5 pl-6">
          <label htmlFor={id} className="text-sm">
            {copy.ratePerMinute}
          </label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={broadcastRateLimits.min}
            max={broadcastRateLimits.max}
            value={rate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ limited, rate: event.target.value })}
            className="w-32"
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
