import { useCallback, useEffect, useRef } from 'react';
import { openAuthChannel, type AuthChannel, type AuthSignal } from './auth-channel.ts';

/** Listens to the other tabs while mounted; returns how to tell them of this tab's sign-in or sign-out. */
export function useAuthChannel(
  onSignal: (signal: AuthSignal) => void,
): (signal: AuthSignal) => void {
  const channel = useRef<AuthChannel | null>(null);
  const handler = useRef(onSignal);

  useEffect(() => {
    handler.current = onSignal;
  }, [onSignal]);

  useEffect(() => {
    const opened = openAuthChannel((signal) => handler.current(signal));
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, []);

  return useCallback((signal: AuthSignal) => channel.current?.announce(signal), []);
}
