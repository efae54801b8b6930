import { CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { sectionsCopy } from '#content/admin-shell.ts';
import { adminSections } from '#shared/admin-sections.ts';
import {
  checklistFixes,
  type ChecklistFix,
  type ChecklistItem,
} from '#shared/contracts/admin-checklist.ts';
import { contentSettingAnchor, type SampleTextField } from '#shared/contracts/admin-settings.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { contentSettingsCopy } from '../content-settings/content-settings-copy.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { checklistCopy } from './checklist-copy.ts';

const copy = checklistCopy;
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** The sample texts still shown, each by its label in Content and a link to its field there. */
function SampleLinks({ samples }: { samples: readonly SampleTextField[] }) {
  return (
    <p>
      {copy.samples}{' '}
      {samples.map((sample, index) => (
        <span key={sample}>
          {index > 0 && ', '}
          <Link
            to={`${adminSections.content.path}#${contentSettingAnchor(sample)}`}
            className={linkClass}
          >
            {contentSettingsCopy.fields[sample].label}
          </Link>
        </span>
      ))}
    </p>
  );
}

/** Where the item is put right: a link to the section, or the variables to set. */
function FixHint({ fix }: { fix: ChecklistFix }) {
  if (fix.kind === 'section') {
    const field = fix.setting ? `#${contentSettingAnchor(fix.setting)}` : '';
    return (
      <Link to={`${adminSections[fix.section].path}${field}`} className={linkClass}>
        {fillPlaceholders(copy.fixInSection, { section: sectionsCopy[fix.section] })}
      </Link>
    );
  }
  return (
    <span className="text-muted-foreground">
      {fillPlaceholders(copy.fixInConfig, { variables: fix.variables.join(', ') })} (
      {fillPlaceholders(copy.readme, { anchor: `#${fix.readmeAnchor}` })})
    </span>
  );
}

/** One item: done or not, why, and where to fix it while it is not done. */
export function ChecklistItemRow({ item }: { item: ChecklistItem }) {
  const Icon = item.done ? CircleCheck : CircleDashed;
  return (
    <li className="flex gap-3 py-3">
      <Icon
        className={item.done ? 'mt-0.5 size-5 shrink-0 text-primary' : 'mt-0.5 size-5 shrink-0'}
        aria-hidden
      />
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{copy.items[item.id]}</span>
          <StatusBadge tone={item.done ? 'success' : 'warning'}>
            {item.done ? copy.done : copy.notDone}
          </StatusBadge>
        </div>
        <p>{copy.reasons[item.reason]}</p>
        {item.samples.length > 0 && <SampleLinks samples={item.samples} />}
        {!item.done && <FixHint fix={checklistFixes[item.id]} />}
      </div>
    </li>
  );
}
