import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { publishingLimits, type Source } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.sources;

const today = () => new Date().toISOString().slice(0, 10);

interface SourcesEditorProps {
  value: readonly Source[];
  onChange: (next: Source[]) => void;
  /** The server's refusals, by `sources.<index>.<field>`. */
  errors: Record<string, string>;
}

/** What a page relies on: each source's title, address, what it supports and when it was checked. */
export function SourcesEditor({ value, onChange, errors }: SourcesEditorProps) {
  const id = useId();
  const change = (index: number, patch: Partial<Source>) =>
    onChange(value.map((source, at) => (at === index ? { ...source, ...patch } : source)));

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 font-medium">{copy.title}</legend>
      <p className="text-sm text-muted-foreground">{copy.hint}</p>
      {value.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {value.map((source, index) => {
        const n = String(index + 1);
        const fieldId = (name: keyof Source) => `${id}-${n}-${name}`;
        const error = (name: keyof Source) => errors[`sources.${String(index)}.${name}`];
        return (
          <fieldset key={index} className="flex flex-col gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">
              {fillPlaceholders(copy.legend, { n })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id={fieldId('title')} label={copy.sourceTitle} error={error('title')}>
                {(control) => (
                  <Input
                    {...control}
                    value={source.title}
                    maxLength={publishingLimits.sourceTitleMax}
                    onChange={(event) => change(index, { title: event.target.value })}
                  />
                )}
              </FormField>
              <FormField id={fieldId('url')} label={copy.url} error={error('url')}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    value={source.url}
                    maxLength={publishingLimits.urlMax}
                    onChange={(event) => change(index, { url: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId('supports')}
                label={copy.supports}
                error={error('supports')}
                required={false}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={source.supports}
                    maxLength={publishingLimits.sourceSupportsMax}
                    onChange={(event) => change(index, { supports: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId('verifiedOn')}
                label={copy.verifiedOn}
                error={error('verifiedOn')}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={source.verifiedOn}
                    onChange={(event) => change(index, { verifiedOn: event.target.value })}
                  />
                )}
              </FormField>
            </div>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
                {fillPlaceholders(copy.remove, { n })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {value.length < publishingLimits.sourcesMax && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              onChange([...value, { title: '', url: '', supports: '', verifiedOn: today() }])
            }
          >
            <Plus className="size-4" aria-hidden />
            {copy.add}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
