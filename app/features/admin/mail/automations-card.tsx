import { useQuery } from '@tanstack/react-query';
import { Workflow } from 'lucide-react';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { AutomationForm } from './automation-form.tsx';
import { fetchAutomations } from './mail-api.ts';
import { mailCopy } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy.automations;

/** Every automated mail, each with its switch and texts and its own Save. */
export function AutomationsCard() {
  const automations = useQuery({ queryKey: mailKeys.automations, queryFn: fetchAutomations });
  return (
    <SectionCard
      icon={Workflow}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-4"
    >
      <LoadStatus
        isPending={automations.isPending}
        isError={automations.isError}
        hasData={automations.data !== undefined}
        error={automations.error}
        onRetry={() => void automations.refetch()}
      />
      {automations.data?.map((automation) => (
        // Keyed by what was loaded: a refetch after a save starts the form from the stored texts.
        <AutomationForm
          key={`${automation.id}-${JSON.stringify(automation)}`}
          automation={automation}
        />
      ))}
    </SectionCard>
  );
}
