import { useQuery } from '@tanstack/react-query';
import { broadcastAudiences, type BroadcastAudience } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { fetchAudience } from './mail-api.ts';
import { mailCopy } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy;

/** How many addresses each audience reaches now: the confirmation asks about the same count. */
export function useAudienceCounts() {
  return useQuery({ queryKey: mailKeys.audience, queryFn: fetchAudience });
}

interface AudienceFieldProps {
  id: string;
  value: BroadcastAudience;
  error: string | undefined;
  onChange: (audience: BroadcastAudience) => void;
}

/** Who receives it, each choice with its count. */
export function AudienceField({ id, value, error, onChange }: AudienceFieldProps) {
  const counts = useAudienceCounts().data;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{copy.composer.audience}</legend>
      {broadcastAudiences.map((audience, index) => (
        <label key={audience} className="flex items-center gap-2 text-sm">
          <input
            // The first choice takes the field's id: a refusal focuses it.
            id={index === 0 ? id : undefined}
            type="radio"
            name={id}
            value={audience}
            checked={value === audience}
            onChange={() => onChange(audience)}
            className="size-4 accent-primary"
          />
          {counts
            ? fillPlaceholders(copy.composer.audienceCount, {
                audience: copy.audiences[audience],
                n: counts[audience].toLocaleString('en-US'),
              })
            : copy.audiences[audience]}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
