import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import type { Notice } from './notices.ts';

/**
 * A notice written into the form: what a toast says when scripts run, for the page
 * the server renders after a post without JavaScript.
 */
export function FormNotice({ notice }: { notice: Notice }) {
  const isError = notice.variant === 'error';
  const Icon = isError ? CircleAlert : notice.variant === 'success' ? CircleCheck : Info;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      data-form-notice={notice.variant ?? 'default'}
      className={cn(
        'flex gap-2 rounded-md border p-3 text-sm',
        isError ? 'border-destructive' : 'border-primary',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-4 shrink-0', isError ? 'text-destructive' : 'text-primary')}
        aria-hidden
      />
      <p>
        <strong className="font-semibold" data-notice-title>
          {notice.title}
        </strong>
        {notice.description && (
          <span className="block" data-notice-description>
            {notice.description}
          </span>
        )}
      </p>
    </div>
  );
}
