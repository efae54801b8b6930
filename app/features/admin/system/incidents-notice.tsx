import { TriangleAlert } from 'lucide-react';
import { systemCopy } from '#content/admin-system.ts';
import type { SystemStatus } from '#shared/contracts/system.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';

const copy = systemCopy.incidents;

/** The incidents still open, at the top: what is wrong and since when. Nothing when all is well. */
export function IncidentsNotice({ incidents }: { incidents: SystemStatus['incidents'] }) {
  const open = incidents.filter((incident) => incident.closedAt === null);
  if (open.length === 0) return null;
  return (
    <section
      role="alert"
      aria-label={copy.title}
      className="flex gap-3 rounded-lg border border-warning-foreground/30 bg-warning p-4 text-sm text-warning-foreground"
    >
      <TriangleAlert className="size-5 shrink-0" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 className="font-semibold">{copy.title}</h2>
        <ul className="flex flex-col gap-1">
          {open.map((incident) => (
            <li key={`${incident.kind}-${incident.openedAt}`}>
              {fillPlaceholders(copy.open[incident.kind], {
                time: formatDateTime(incident.openedAt),
              })}
            </li>
          ))}
        </ul>
        <p>{copy.mailedOwners}</p>
      </div>
    </section>
  );
}
