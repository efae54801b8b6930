import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { messageOr } from '#app/lib/api-client.ts';
import { commonCopy } from './kit-copy.ts';

interface LoadStatusProps {
  isPending: boolean;
  isError: boolean;
  /** True once some data is on screen: then a failed refresh keeps it and says so. */
  hasData: boolean;
  error: unknown;
  loadingText?: string;
  onRetry: () => void;
}

/** The line a card shows while its data loads, when loading failed, or when a refresh failed. */
export function LoadStatus({
  isPending,
  isError,
  hasData,
  error,
  loadingText = commonCopy.loading,
  onRetry,
}: LoadStatusProps) {
  const copy = commonCopy;
  if (isPending && !isError) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {loadingText}
      </p>
    );
  }
  if (!isError) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-destructive/40 px-3 py-2 text-sm"
    >
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
      <span className="flex-1">
        {hasData ? copy.stale : `${copy.loadFailed} ${messageOr(error, '')}`.trim()}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}
