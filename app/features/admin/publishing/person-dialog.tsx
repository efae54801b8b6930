import { useQuery } from '@tanstack/react-query';
import { Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { Select } from '#app/components/ui/select.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#app/features/admin/kit/ui/dialog.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import {
  personInputSchema,
  publishingLimits,
  type Person,
  type PersonInput,
} from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { fetchImages } from '../images/images-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { savePerson } from './people-api.ts';
import { peopleCopy } from './people-copy.ts';
import { slugOf } from './state-guide-template.ts';

const copy = peopleCopy.dialog;
const notices = peopleCopy.notices;

const fieldNames = ['name', 'slug', 'credentials', 'bio', 'photo'] as const;
type PersonField = (typeof fieldNames)[number];

const blank: PersonInput = { name: '', slug: '', credentials: '', bio: '', photo: null };

/** The first message of each field the contract refuses. */
function check(
  values: PersonInput,
): { ok: true; input: PersonInput } | { ok: false; errors: FieldErrors<PersonField> } {
  const parsed = personInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors<PersonField> = {};
  for (const issue of parsed.error.issues) {
    const name = fieldNames.find((field) => field === issue.path[0]);
    if (name) errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

interface PersonDialogProps {
  /** The person being edited; a new one without it. */
  editing?: Person;
  onClose: () => void;
}

/** Adds or edits an author or reviewer: checked with the server's contract, refusals beside each field. */
export function PersonDialog({ editing, onClose }: PersonDialogProps) {
  const id = useId();
  const fieldId = (name: PersonField) => `${id}-${name}`;
  const [values, setValues] = useState<PersonInput>(() => {
    if (!editing) return blank;
    const { name, slug, credentials, bio, photo } = editing;
    return { name, slug, credentials, bio, photo };
  });
  // A new person's address follows their name until it is typed in itself.
  const [slugTouched, setSlugTouched] = useState(editing !== undefined);
  const [errors, setErrors] = useState<FieldErrors<PersonField>>({});
  const images = useQuery({ queryKey: adminKeys.images, queryFn: fetchImages });
  const photos = images.data?.images ?? [];
  const chosen = photos.find((image) => image.name === values.photo);

  function showErrors(found: FieldErrors<PersonField>) {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const save = useAdminAction({
    action: (input: PersonInput) => savePerson(editing?.id, input),
    success: () => ({ ...(editing ? notices.saved : notices.created), variant: 'success' }),
    failure: (failure) => {
      const found = serverFieldErrors(failure, fieldNames);
      if (Object.values(found).some(Boolean)) showErrors(found);
      else notifyFailure(notices.failed, failure);
    },
    invalidates: [adminKeys.people],
  });

  const set = (changes: Partial<PersonInput>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((name) => [name, undefined])),
    }));
  };

  const title = editing ? fillPlaceholders(copy.editTitle, { name: editing.name }) : copy.newTitle;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={copy.close}
        className="sm:max-w-xl"
        header={
          <>
            <DialogTitle className="text-lg leading-tight font-semibold">{title}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              {copy.description}
            </DialogDescription>
          </>
        }
      >
        <form
          noValidate
          aria-label={title}
          className="flex flex-col gap-4 p-4 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (save.isPending) return;
            const checked = check(values);
            if (!checked.ok) {
              notify({ ...notices.fieldsInvalid, variant: 'error' });
              showErrors(checked.errors);
              return;
            }
            save.mutate(checked.input, { onSuccess: onClose });
          }}
        >
          <FormField id={fieldId('name')} label={copy.name} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={values.name}
                maxLength={publishingLimits.nameMax}
                autoComplete="off"
                onChange={(event) => {
                  const name = event.target.value;
                  set(slugTouched ? { name } : { name, slug: slugOf(name) });
                }}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('slug')}
            label={copy.slug}
            error={errors.slug}
            hint={copy.slugHint}
          >
            {(control) => (
              <Input
                {...control}
                value={values.slug}
                maxLength={publishingLimits.slugMax}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                onChange={(event) => {
                  setSlugTouched(true);
                  set({ slug: event.target.value });
                }}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('credentials')}
            label={copy.credentials}
            error={errors.credentials}
            hint={copy.credentialsHint}
            required={false}
          >
            {(control) => (
              <Input
                {...control}
                value={values.credentials}
                maxLength={publishingLimits.credentialsMax}
                onChange={(event) => set({ credentials: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={fieldId('bio')} label={copy.bio} error={errors.bio} required={false}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={values.bio}
                maxLength={publishingLimits.bioMax}
                onChange={(event) => set({ bio: event.target.value })}
              />
            )}
          </FormField>
          <div className="flex items-end gap-3">
            <div className="min-w-0 flex-1">
              <FormField
                id={fieldId('photo')}
                label={copy.photo}
                error={errors.photo}
                hint={copy.photoHint}
                required={false}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={values.photo ?? ''}
                    onChange={(event) => set({ photo: event.target.value || null })}
                  >
                    <option value="">{copy.noPhoto}</option>
                    {photos.map((image) => (
                      <option key={image.id} value={image.name}>
                        {image.name}
                      </option>
                    ))}
                    {values.photo && !chosen && images.isSuccess && (
                      <option value={values.photo}>{values.photo}</option>
                    )}
                  </Select>
                )}
              </FormField>
            </div>
            {chosen && (
              <img
                src={chosen.url}
                alt={copy.photoPreview}
                width={64}
                height={64}
                className="mb-7 size-16 shrink-0 rounded-full border object-cover"
              />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              busy={save.isPending}
              busyText={editing ? copy.saving : copy.creating}
              icon={
                editing ? (
                  <Save className="size-4" aria-hidden />
                ) : (
                  <Plus className="size-4" aria-hidden />
                )
              }
            >
              {editing ? copy.save : copy.create}
            </SubmitButton>
            <Button type="button" variant="ghost" onClick={onClose}>
              {copy.cancel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
