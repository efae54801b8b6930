import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify, type Notice } from '#app/components/ui/notices.ts';
import { notifyFailure, type NoticeText } from '#app/lib/error-notices.ts';
import { handleAdminRefusal } from './session.ts';

interface AdminActionOptions<Input, Output> {
  action: (input: Input) => Promise<Output>;
  /** The success toast, if any, from the answer and what was sent. */
  success?: (output: Output, input: Input) => Notice | undefined;
  /** The failure toast (the server's message when it sent one), or a handler of its own. */
  failure: NoticeText | ((error: unknown) => void);
  /** What the action changed: refetched afterwards, whether it worked or not. */
  invalidates: readonly QueryKey[];
}

/**
 * One state-changing admin call: busy while it runs, a toast after, the changed
 * data refetched, and back to the sign-in card if the session is gone (session.ts).
 */
export function useAdminAction<Input, Output>({
  action,
  success,
  failure,
  invalidates,
}: AdminActionOptions<Input, Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (output, input) => {
      const notice = success?.(output, input);
      if (notice) notify(notice);
    },
    onError: (error) => {
      if (handleAdminRefusal(client, error)) return;
      if (typeof failure === 'function') failure(error);
      else notifyFailure(failure, error);
    },
    onSettled: () =>
      Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
