import { FilePenLine } from 'lucide-react';
import { useId } from 'react';
import { LoadStatus } from '../kit/load-status.tsx';
import { contentSettingsCopy } from './content-settings-copy.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { ContentSettingsForm } from './content-settings-form.tsx';
import { useContentSettings } from './use-content-settings.ts';

const copy = contentSettingsCopy;

/** Content Management: the brand, prices, offer texts and operator details of the live site. */
export function ContentSettingsCard() {
  const titleId = `${useId()}-content-settings`;
  const settings = useContentSettings();
  const { data } = settings;
  return (
    <SectionCard
      icon={FilePenLine}
      title={copy.title}
      description={copy.description}
      titleId={titleId}
      className="flex flex-col gap-4"
    >
      <LoadStatus
        isPending={settings.isPending}
        isError={settings.isError}
        hasData={data !== undefined}
        error={settings.error}
        loadingText={copy.loading}
        onRetry={() => void settings.refetch()}
      />
      {data && <ContentSettingsForm answer={data} labelledBy={titleId} />}
    </SectionCard>
  );
}
