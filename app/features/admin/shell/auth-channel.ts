/** What one tab tells the others, so every open back office shows the right screen. */
export type AuthSignal = 'signed-in' | 'signed-out';

export const authChannelName = 'csd-admin-auth';
/** The localStorage key of the fallback: written with a time so each write is a change. */
export const authStorageKey = 'csd-admin-auth';

export interface AuthChannel {
  announce(signal: AuthSignal): void;
  close(): void;
}

function isAuthSignal(value: unknown): value is AuthSignal {
  return value === 'signed-in' || value === 'signed-out';
}

function signalOfStoredValue(value: string | null): unknown {
  try {
    const parsed: unknown = value === null ? null : JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && 'signal' in parsed
      ? parsed.signal
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens this tab's line to the others: a BroadcastChannel, or where a browser
 * has none, the `storage` event, which fires in every other tab of the origin.
 * A tab never hears its own announcements.
 */
export function openAuthChannel(onSignal: (signal: AuthSignal) => void): AuthChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(authChannelName);
    channel.onmessage = (event: MessageEvent) => {
      if (isAuthSignal(event.data)) onSignal(event.data);
    };
    return {
      announce: (signal) => channel.postMessage(signal),
      close: () => channel.close(),
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== authStorageKey) return;
    const signal = signalOfStoredValue(event.newValue);
    if (isAuthSignal(signal)) onSignal(signal);
  };
  window.addEventListener('storage', onStorage);
  return {
    announce: (signal) =>
      window.localStorage.setItem(authStorageKey, JSON.stringify({ signal, at: Date.now() })),
    close: () => window.removeEventListener('storage', onStorage),
  };
}
