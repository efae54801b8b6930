import { contentSettingsCopy } from './content-settings-copy.ts';

const copy = contentSettingsCopy;

interface SampleTextNoteProps {
  id: string;
  /** The text's label. */
  label: string;
  kept: boolean;
  onKept: (kept: boolean) => void;
}

/**
 * Under a text that still holds the sample's wording: it stays a sample (listed by the launch
 * checklist) until the seller writes their own, or ticks this to keep the wording, and saves.
 */
export function SampleTextNote({ id, label, kept, onKept }: SampleTextNoteProps) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-muted-foreground">{copy.sampleNote}</p>
      <label className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          // Its name repeats the text's label: eight of these boxes sit on the form.
          aria-label={`${copy.keepSample} (${label})`}
          checked={kept}
          onChange={(event) => onKept(event.target.checked)}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>{copy.keepSample}</span>
      </label>
    </div>
  );
}
