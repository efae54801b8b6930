import { Bold, Heading2, Link as LinkIcon, Megaphone } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { ctaMarker, publishingLimits } from '#shared/contracts/publishing.ts';
import { fillPlaceholders, placeholderNames } from '#shared/placeholders.ts';
import { plural } from '../kit/format.ts';
import { ImagePicker } from './image-picker.tsx';
import { LinkPicker } from './link-picker.tsx';
import { publishingCopy } from './publishing-copy.ts';
import { readingMinutes } from '#shared/reading-time.ts';
import { countWords } from './text-measure.ts';

const copy = publishingCopy.toolbar;

/** The line that places the call to action in a post (postContentSchema's `body`). */

interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  error?: string | undefined;
}

/** A Markdown body: a toolbar, the media library, the site's pages, placeholders, its length. */
export function MarkdownEditor({ id, label, value, onChange, error }: MarkdownEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const words = countWords(value);

  /** Puts `before` + selection (or `fallback`) + `after` in place of the selection. */
  function wrap(before: string, after = '', fallback = '') {
    const node = area.current;
    const start = node?.selectionStart ?? value.length;
    const end = node?.selectionEnd ?? value.length;
    const inner = value.slice(start, end) || fallback;
    onChange(`${value.slice(0, start)}${before}${inner}${after}${value.slice(end)}`);
    const caret = start + before.length + inner.length + after.length;
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(caret, caret);
    });
  }
  const atLineStart = () => {
    const start = area.current?.selectionStart ?? value.length;
    return start === 0 || value[start - 1] === '\n';
  };
  const block = (text: string) => wrap(`${atLineStart() ? '' : '\n'}${text}\n`);
  const selected = () => {
    const node = area.current;
    return node ? value.slice(node.selectionStart, node.selectionEnd) : '';
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="toolbar"
        aria-label={copy.label}
        aria-controls={id}
        className="flex flex-wrap gap-1"
      >
        <ToolButton
          name={copy.heading}
          icon={<Heading2 className="size-4" aria-hidden />}
          onClick={() => wrap(atLineStart() ? '## ' : '\n## ', '', copy.headingText)}
        />
        <ToolButton
          name={copy.bold}
          icon={<Bold className="size-4" aria-hidden />}
          onClick={() => wrap('**', '**', copy.boldText)}
        />
        <ToolButton
          name={copy.link}
          icon={<LinkIcon className="size-4" aria-hidden />}
          onClick={() => wrap('[', '](https://)', copy.linkText)}
        />
        <ToolButton
          name={copy.cta}
          icon={<Megaphone className="size-4" aria-hidden />}
          onClick={() => block(ctaMarker)}
        />
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <ImagePicker onInsert={(markdown) => wrap(markdown)} />
        <LinkPicker selectedText={selected} onInsert={(markdown) => wrap(markdown)} />
      </div>
      <FormField id={id} label={label} error={error} required={false}>
        {(control) => (
          <Textarea
            {...control}
            ref={area}
            value={value}
            maxLength={publishingLimits.bodyMaxChars}
            onChange={(event) => onChange(event.target.value)}
            className="min-h-96 font-mono text-sm"
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {plural(words, publishingCopy.editor.words)} ·{' '}
        {fillPlaceholders(publishingCopy.editor.readTime, {
          minutes: String(readingMinutes(words)),
        })}
      </p>
      <details className="rounded-md border p-2 text-sm">
        <summary className="cursor-pointer font-medium">
          {publishingCopy.placeholders.title}
        </summary>
        <p className="mt-1 text-muted-foreground">{publishingCopy.placeholders.hint}</p>
        <ul className="mt-2 flex flex-wrap gap-1">
          {placeholderNames.map((name) => (
            <li key={name}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="font-mono"
                onClick={() => wrap(`{{${name}}}`)}
              >
                {`{{${name}}}`}
              </Button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function ToolButton({
  name,
  icon,
  onClick,
}: {
  name: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onClick}
      aria-label={name}
      title={name}
    >
      {icon}
    </Button>
  );
}
