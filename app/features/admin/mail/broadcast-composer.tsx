import { useQueryClient } from '@tanstack/react-query';
import { Eye, FlaskConical, Megaphone, Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notifyFailure, type NoticeText } from '#app/lib/error-notices.ts';
import { serverFieldErrors } from '#app/lib/form-validation.ts';
import {
  broadcastLimits,
  type BroadcastDetail,
  type BroadcastDraft,
  type MailPreview,
} from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { AudienceField, useAudienceCounts } from './audience-field.tsx';
import {
  checkDraft,
  composerFields,
  composerValues,
  type ComposerErrors,
  type ComposerField,
  type ComposerValues,
} from './broadcast-draft.ts';
import { DeleteDraft } from './delete-draft.tsx';
import { InsertImage } from './insert-image.tsx';
import { previewMail, saveBroadcast, sendBroadcast, sendTestBroadcast } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';
import { MailPreviewFrame } from './mail-preview.tsx';
import { RateField } from './rate-field.tsx';
import { SendControls } from './send-controls.tsx';
import { useMailAddress } from './use-mail-address.ts';

const copy = mailCopy.composer;

/** What a button does with the saved draft: nothing more, a test to the admin, or the sending. */
type Step = { kind: 'save' } | { kind: 'test' } | { kind: 'send'; sendAt: string | null };

interface StepResult {
  saved: BroadcastDetail;
  testTo?: string;
}

/**
 * The composer of a new broadcast or a draft. Every button saves what is on screen first, so
 * the test and the sending are of exactly what the admin sees; a refusal lands on its field.
 */
export function BroadcastComposer({ broadcast }: { broadcast?: BroadcastDetail }) {
  const formId = useId();
  const fieldId = (name: ComposerField) => `${formId}-${name}`;
  const client = useQueryClient();
  const { replaceWithBroadcast } = useMailAddress();
  const [values, setValues] = useState<ComposerValues>(() => composerValues(broadcast));
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [preview, setPreview] = useState<MailPreview | undefined>();
  const body = useRef<HTMLTextAreaElement>(null);
  const counts = useAudienceCounts().data;

  function showErrors(found: ComposerErrors) {
    setErrors(found);
    const first = composerFields.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** A 400's fields on the form; anything else a toast with the server's words. */
  const failWith = (notice: NoticeText) => (error: unknown) => {
    const found = serverFieldErrors(error, composerFields);
    if (Object.values(found).some(Boolean)) {
      notify({ ...mailNotices.broadcastFieldsInvalid, variant: 'error' });
      showErrors(found);
    } else notifyFailure(notice, error);
  };

  function stored(saved: BroadcastDetail) {
    client.setQueryData(mailKeys.broadcast(saved.id), saved);
    if (!broadcast) replaceWithBroadcast(saved.id);
  }

  const run = useAdminAction({
    action: async ({ draft, step }: { draft: BroadcastDraft; step: Step }): Promise<StepResult> => {
      const saved = await saveBroadcast(broadcast?.id, draft);
      stored(saved);
      if (step.kind === 'test') return { saved, testTo: await sendTestBroadcast(saved.id) };
      if (step.kind === 'send') return { saved: await sendBroadcast(saved.id, step.sendAt) };
      return { saved };
    },
    success: ({ saved, testTo }, { step }) => {
      client.setQueryData(mailKeys.broadcast(saved.id), saved);
      if (step.kind === 'test' && testTo !== undefined) {
        const { title, description } = mailNotices.broadcastTestSent;
        return {
          title,
          description: fillPlaceholders(description, { to: testTo }),
          variant: 'success',
        };
      }
      if (step.kind === 'send') {
        if (!saved.scheduledAt || saved.status !== 'scheduled') {
          return { ...mailNotices.broadcastSending, variant: 'success' };
        }
        const { title, description } = mailNotices.broadcastScheduled;
        const time = formatDateTime(saved.scheduledAt);
        return { title, description: fillPlaceholders(description, { time }), variant: 'success' };
      }
      return { ...mailNotices.broadcastSaved, variant: 'success' };
    },
    failure: (error) => failWith(mailNotices.broadcastSendFailed)(error),
    invalidates: [mailKeys.broadcastsAll, mailKeys.audience],
  });

  const render = useAdminAction({
    action: previewMail,
    failure: failWith(mailNotices.broadcastPreviewFailed),
    invalidates: [],
  });

  function perform(step: Step) {
    if (run.isPending) return;
    const checked = checkDraft(values);
    if (!checked.ok) {
      notify({ ...mailNotices.broadcastFieldsInvalid, variant: 'error' });
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    run.mutate({ draft: checked.draft, step });
  }

  function showPreview() {
    const checked = checkDraft(values);
    const found = checked.ok ? {} : checked.errors;
    const { subject, preheader, body: text } = found;
    if (subject ?? preheader ?? text) {
      showErrors({ subject, preheader, body: text });
      return;
    }
    render.mutate(
      { subject: values.subject, preheader: values.preheader, body: values.body },
      { onSuccess: setPreview },
    );
  }

  function change<Key extends keyof ComposerValues>(key: Key, value: ComposerValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  const text = (name: 'subject' | 'preheader' | 'body') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      change(name, event.target.value);
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function insertAtCursor(markdown: string) {
    const area = body.current;
    const at = area ? area.selectionStart : values.body.length;
    const end = area ? area.selectionEnd : at;
    const next = `${values.body.slice(0, at)}${markdown}${values.body.slice(end)}`;
    change('body', next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + markdown.length, at + markdown.length);
    });
  }

  const titleId = `${formId}-title`;
  return (
    <>
      <SectionCard
        icon={Megaphone}
        title={broadcast ? copy.editTitle : copy.newTitle}
        description={copy.description}
        actions={broadcast && <DeleteDraft id={broadcast.id} />}
        titleId={titleId}
      >
        <form
          noValidate
          aria-labelledby={titleId}
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            perform({ kind: 'save' });
          }}
        >
          <FormField id={fieldId('subject')} label={copy.subject} error={errors.subject}>
            {(control) => (
              <Input {...control} maxLength={broadcastLimits.subject} {...text('subject')} />
            )}
          </FormField>
          <FormField
            id={fieldId('preheader')}
            label={copy.preheader}
            error={errors.preheader}
            hint={copy.preheaderHint}
            required={false}
          >
            {(control) => (
              <Input {...control} maxLength={broadcastLimits.preheader} {...text('preheader')} />
            )}
          </FormField>
          <FormField
            id={fieldId('body')}
            label={copy.body}
            error={errors.body}
            hint={copy.bodyHint}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={body}
                rows={16}
                maxLength={broadcastLimits.body}
                className="font-mono"
                {...text('body')}
              />
            )}
          </FormField>
          <InsertImage onInsert={insertAtCursor} />
          <AudienceField
            id={fieldId('audience')}
            value={values.audience}
            error={errors.audience}
            onChange={(audience) => change('audience', audience)}
          />
          <RateField
            id={fieldId('ratePerMinute')}
            limited={values.limited}
            rate={values.rate}
            error={errors.ratePerMinute}
            onChange={({ limited, rate }) => {
              setValues((current) => ({ ...current, limited, rate }));
              setErrors((current) => ({ ...current, ratePerMinute: undefined }));
            }}
          />
          <label className="flex items-start gap-2 text-sm">
            <input
              id={fieldId('archived')}
              type="checkbox"
              checked={values.archived}
              onChange={(event) => change('archived', event.target.checked)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span className="font-medium">{copy.archived}</span>
              <span className="text-muted-foreground">{copy.archivedHint}</span>
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              busy={run.isPending && run.variables.step.kind === 'save'}
              busyText={copy.saving}
              icon={<Save className="size-4" aria-hidden />}
              variant="outline"
            >
              {copy.save}
            </SubmitButton>
            <Button
              type="button"
              variant="outline"
              disabled={render.isPending}
              onClick={showPreview}
            >
              <Eye className="size-4" aria-hidden />
              {render.isPending ? copy.previewing : copy.preview}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={run.isPending}
              onClick={() => perform({ kind: 'test' })}
            >
              <FlaskConical className="size-4" aria-hidden />
              {run.isPending && run.variables.step.kind === 'test' ? copy.testing : copy.test}
            </Button>
          </div>
          <SendControls
            id={fieldId('sendAt')}
            recipients={counts?.[values.audience]}
            error={errors.sendAt}
            busy={run.isPending}
            onError={(message) => setErrors((current) => ({ ...current, sendAt: message }))}
            onSend={(sendAt) => perform({ kind: 'send', sendAt })}
          />
        </form>
      </SectionCard>
      <PreviewCard preview={preview} preheader={values.preheader} />
    </>
  );
}

function PreviewCard({
  preview,
  preheader,
}: {
  preview: MailPreview | undefined;
  preheader: string;
}) {
  return (
    <SectionCard icon={Eye} title={mailCopy.preview.title}>
      {preview ? (
        <MailPreviewFrame preview={preview} preheader={preheader} />
      ) : (
        <p className="text-sm text-muted-foreground">{mailCopy.preview.empty}</p>
      )}
    </SectionCard>
  );
}
