import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  publishingLimits,
  type EntryContent,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';
import { postPath, stateGuidePath } from '#shared/published-content.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { PageBlocksForm } from './page-blocks-form.tsx';
import { fetchPeople, publishingKeys } from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';
import { SourcesEditor } from './sources-editor.tsx';
import { StateGuideFields } from './state-guide-fields.tsx';

const copy = publishingCopy.editor;

/** The fixed pages whose text is one Markdown body; the others are structured blocks. */
const markdownPages = new Set(['legal-notice', 'terms', 'privacy', 'accessibility']);

interface EntryFieldsProps {
  content: EntryContent;
  onChange: (next: EntryContent) => void;
  errors: Record<string, string>;
  /** The address the server gave the entry (a fixed page's own). */
  path: string;
}

/** The form of one entry, by its kind: the head every entry has, then the kind's own fields. */
export function EntryFields({ content, onChange, errors, path }: EntryFieldsProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const set = (
    patch:
      | Pick<EntryContent, 'title'>
      | Pick<EntryContent, 'description'>
      | Pick<EntryContent, 'keywords'>,
  ) => onChange({ ...content, ...patch });
  const publicPath =
    content.kind === 'post'
      ? postPath(content.slug)
      : content.kind === 'state_guide'
        ? stateGuidePath(content.slug)
        : path;

  return (
    <div className="flex flex-col gap-4">
      <FormField id={fieldId('title')} label={copy.title} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={content.title}
            maxLength={publishingLimits.titleMax}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </FormField>
      {content.kind === 'page' ? (
        <p className="text-sm text-muted-foreground">
          {fillPlaceholders(copy.slugFixed, { path: publicPath })}
        </p>
      ) : (
        <FormField
          id={fieldId('slug')}
          label={copy.slug}
          error={errors.slug}
          hint={fillPlaceholders(copy.slugHint, { path: publicPath })}
        >
          {(control) => (
            <Input
              {...control}
              value={content.slug}
              maxLength={publishingLimits.slugMax}
              spellCheck={false}
              className="font-mono"
              onChange={(event) => onChange({ ...content, slug: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField
        id={fieldId('description')}
        label={copy.description}
        error={errors.description}
        hint={copy.descriptionHint}
      >
        {(control) => (
          <Textarea
            {...control}
            value={content.description}
            maxLength={publishingLimits.descriptionMax}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </FormField>
      <KeywordsField
        id={fieldId('keywords')}
        value={content.keywords}
        error={errors.keywords}
        onChange={(keywords) => set({ keywords })}
      />
      {content.kind === 'post' && (
        <PostFields content={content} onChange={onChange} errors={errors} fieldId={fieldId} />
      )}
      {content.kind === 'state_guide' && (
        <StateGuideFields
          value={content}
          onChange={(next: StateGuideContent) => onChange(next)}
          errors={errors}
        />
      )}
      {content.kind === 'page' && (
        <>
          {markdownPages.has(content.slug) && (
            <MarkdownEditor
              id={fieldId('body')}
              label={copy.legalBody}
              value={content.body}
              error={errors.body}
              onChange={(body) => onChange({ ...content, body })}
            />
          )}
          <PageBlocksForm
            pageKey={content.slug}
            value={content.blocks}
            onChange={(blocks) => onChange({ ...content, blocks })}
            errors={errors}
          />
        </>
      )}
      {content.kind !== 'page' && (
        <>
          <PeopleFields content={content} onChange={onChange} errors={errors} fieldId={fieldId} />
          <SourcesEditor
            value={content.sources}
            errors={errors}
            onChange={(sources) => onChange({ ...content, sources })}
          />
        </>
      )}
    </div>
  );
}

/** Keywords as one comma-separated line, kept as typed so a trailing comma is not lost. */
function KeywordsField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: readonly string[];
  error: string | undefined;
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <FormField
      id={id}
      label={copy.keywords}
      error={error}
      hint={copy.keywordsHint}
      required={false}
    >
      {(control) => (
        <Input
          {...control}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(
              event.target.value
                .split(',')
                .map((word) => word.trim())
                .filter(Boolean),
            );
          }}
        />
      )}
    </FormField>
  );
}

interface KindFieldsProps<Content> {
  content: Content;
  onChange: (next: Content) => void;
  errors: Record<string, string>;
  fieldId: (name: string) => string;
}

function PostFields({ content, onChange, errors, fieldId }: KindFieldsProps<PostContent>) {
  const set = (patch: Partial<PostContent>) => onChange({ ...content, ...patch });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('label')}
          label={copy.label}
          error={errors.label}
          hint={copy.labelHint}
        >
          {(control) => (
            <Input
              {...control}
              value={content.label}
              maxLength={publishingLimits.labelMax}
              onChange={(event) => set({ label: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={fieldId('category')} label={copy.category} error={errors.category}>
          {(control) => (
            <Input
              {...control}
              value={content.category}
              maxLength={publishingLimits.categoryMax}
              onChange={(event) => set({ category: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={content.featured}
          onChange={(event) => set({ featured: event.target.checked })}
        />
        {copy.featured}
      </label>
      <MarkdownEditor
        id={fieldId('body')}
        label={copy.body}
        value={content.body}
        error={errors.body}
        onChange={(body) => set({ body })}
      />
    </>
  );
}

/** Who wrote it and who reviewed it: the People section's authors and reviewers. */
function PeopleFields({
  content,
  onChange,
  errors,
  fieldId,
}: KindFieldsProps<PostContent | StateGuideContent>) {
  const people = useQuery({ queryKey: publishingKeys.people, queryFn: fetchPeople });
  const choice = (name: 'authorId' | 'reviewerId', label: string) => (
    <FormField id={fieldId(name)} label={label} error={errors[name]} required={false}>
      {(control) => (
        <Select
          {...control}
          value={content[name] === null ? '' : String(content[name])}
          onChange={(event) =>
            onChange({
              ...content,
              [name]: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">{copy.nobody}</option>
          {(people.data ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.credentials ? `${person.name}, ${person.credentials}` : person.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {choice('authorId', copy.author)}
      {choice('reviewerId', copy.reviewer)}
    </div>
  );
}
