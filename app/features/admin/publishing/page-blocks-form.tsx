import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { isStructuredPage, pageBlocksSchemas } from '#shared/contracts/page-blocks.ts';
import type { PageKey } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { pagesCopy } from './pages-copy.ts';

const copy = pagesCopy.blocks;

/** Text longer than a line gets a text area. */
const longTextFrom = 301;

type Path = readonly (string | number)[];

interface FieldProps {
  schema: z.ZodType;
  value: unknown;
  path: Path;
  label: string;
  onChange: (next: unknown) => void;
  errors: Record<string, string>;
}

/** "whatsInside" → "Whats inside", unless the copy names it. */
export function fieldLabel(name: string): string {
  const named = pagesCopy.fieldLabels[name];
  if (named) return named;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function itemLabel(listName: string, index: number): string {
  const singular = pagesCopy.itemLabels[listName] ?? fieldLabel(listName).replace(/s$/, '');
  return `${singular} ${index + 1}`;
}

/** A new, empty value of a shape: what "Add" puts at the end of a list. */
export function emptyValue(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        emptyValue(field),
      ]),
    );
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodEnum) return schema.options[0];
  return '';
}

// The server names a wrong field by its path, with or without the content's `blocks.` prefix.
function errorAt(errors: Record<string, string>, path: Path): string | undefined {
  const key = path.join('.');
  return errors[key] ?? errors[`blocks.${key}`];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function TextField({ schema, value, path, label, onChange, errors }: FieldProps) {
  const id = useId();
  const error = errorAt(errors, path);
  const errorId = `${id}-error`;
  const long = schema instanceof z.ZodString && (schema.maxLength ?? 0) >= longTextFrom;
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {schema instanceof z.ZodEnum ? (
        <Select {...common} onChange={(event) => onChange(event.target.value)}>
          {schema.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </Select>
      ) : long ? (
        <Textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function ObjectFields({
  schema,
  value,
  path,
  onChange,
  errors,
}: Omit<FieldProps, 'label' | 'schema'> & { schema: z.ZodObject }) {
  const record = asRecord(value);
  return (
    <div className="flex flex-col gap-4">
      {Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => (
        <Field
          key={key}
          schema={field}
          value={record[key]}
          path={[...path, key]}
          label={fieldLabel(key)}
          onChange={(next) => onChange({ ...record, [key]: next })}
          errors={errors}
        />
      ))}
    </div>
  );
}

function ListField({
  schema,
  value,
  path,
  label,
  onChange,
  errors,
}: Omit<FieldProps, 'schema'> & { schema: z.ZodArray }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const element = schema.element as z.ZodType;
  const listName = String(path.at(-1) ?? '');
  const error = errorAt(errors, path);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  const action = (name: string, item: string) =>
    fillPlaceholders(copy.itemAction, { action: name, item });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {items.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const name = itemLabel(listName, index);
          return (
            // Items have no identity of their own: a list is edited in place, by position.
            <li key={index} className="flex flex-col gap-2 rounded-md bg-muted/40 p-3">
              <Field
                schema={element}
                value={item}
                path={[...path, index]}
                label={name}
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
                errors={errors}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  aria-label={action(copy.moveUp, name)}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                  {copy.moveUp}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === items.length - 1}
                  aria-label={action(copy.moveDown, name)}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                  {copy.moveDown}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={action(copy.remove, name)}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden />
                  {copy.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...items, emptyValue(element)])}
      >
        <Plus aria-hidden />
        {fillPlaceholders(copy.add, { item: itemLabel(listName, items.length) })}
      </Button>
    </fieldset>
  );
}

function Field(props: FieldProps) {
  const { schema, label } = props;
  if (schema instanceof z.ZodArray) return <ListField {...props} schema={schema} />;
  if (schema instanceof z.ZodObject)
    return (
      <fieldset className="flex flex-col gap-3 rounded-md border p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        <ObjectFields {...props} schema={schema} />
      </fieldset>
    );
  return <TextField {...props} />;
}

/**
 * The structured part of a page (home, FAQ, quick answers), a form made from the page's own
 * blocks schema: text fields for strings, repeatable groups for lists. A legal page has none.
 */
export function PageBlocksForm({
  pageKey,
  value,
  onChange,
  errors,
}: {
  pageKey: PageKey;
  value: unknown;
  onChange: (next: unknown) => void;
  errors: Record<string, string>;
}) {
  if (!isStructuredPage(pageKey)) return null;
  return (
    <ObjectFields
      schema={pageBlocksSchemas[pageKey]}
      value={value}
      path={[]}
      onChange={onChange}
      errors={errors}
    />
  );
}
