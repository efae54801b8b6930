import { fillPlaceholders } from '#shared/placeholders.ts';
import { ProgressBar } from '../kit/progress-bar.tsx';
import { imagesCopy } from './images-copy.ts';
import type { UploadState } from './use-image-uploads.ts';

const copy = imagesCopy;

/** The batch's progress bar while it runs, what came of it, and each refused file with the reason. */
export function UploadProgress({ state }: { state: UploadState }) {
  if (state.status === 'idle') return null;
  const summary =
    state.status === 'uploading' && state.current
      ? fillPlaceholders(copy.uploadingFile, {
          n: String(state.current.number),
          total: String(state.total),
          name: state.current.name,
        })
      : fillPlaceholders(copy.uploaded, { n: String(state.uploaded), total: String(state.total) });
  return (
    <div className="flex flex-col gap-2">
      {state.status === 'uploading' && (
        <ProgressBar fraction={state.progress} label={copy.progressLabel} />
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {summary}
      </p>
      {state.failures.length > 0 && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-destructive/40 px-3 py-2 text-sm"
        >
          <p className="font-medium">{copy.failuresTitle}</p>
          <ul className="flex flex-col gap-1">
            {state.failures.map((failure, index) => (
              <li key={`${index}-${failure.name}`} className="break-words">
                <span className="font-medium">{failure.name}</span>: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
