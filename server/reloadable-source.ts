/** Functions to call after each change, called in the order they were added. */
export interface ChangeListeners {
  add: (listener: () => void) => void;
  notify: () => void;
}

export function changeListeners(): ChangeListeners {
  const listeners: Array<() => void> = [];
  return {
    add: (listener) => void listeners.push(listener),
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

/** A value read from the database and kept in memory, so a page reads it without a query. */
export interface ReloadableSource<T> {
  /** The value last read. */
  current: () => T;
  /**
   * Reads the value again once every reload asked for earlier has settled, so an older answer
   * never replaces a newer one. Resolves true when the value changed, after telling every
   * `onChange` listener; a failed read rejects and keeps the value held.
   */
  reload: () => Promise<boolean>;
  onChange: (listener: () => void) => void;
}

export interface ReloadableSourceOptions<T> {
  /** The value held until a read gives another. */
  initial: T;
  /** Reads the value; given the one held, it may answer that very value when nothing changed. */
  read: (held: T) => Promise<T>;
  /** Whether a value read shows what the held one does; by default, whether it is the same value. */
  same?: (held: T, read: T) => boolean;
}

/** Values equal as JSON: read anew from rows, they are never the same object. */
export function sameJson(held: unknown, read: unknown): boolean {
  return JSON.stringify(held) === JSON.stringify(read);
}

/** The source after its first read, which rejects (a server that cannot start) when it fails. */
export async function reloadableSource<T>(
  options: ReloadableSourceOptions<T>,
): Promise<ReloadableSource<T>> {
  const same = options.same ?? Object.is;
  const listeners = changeListeners();
  let held = options.initial;
  let last: Promise<unknown> = Promise.resolve();

  async function read(): Promise<boolean> {
    const next = await options.read(held);
    if (same(held, next)) return false;
    held = next;
    listeners.notify();
    return true;
  }

  function reload(): Promise<boolean> {
    const next = last.then(read);
    last = next.catch(() => undefined);
    return next;
  }

  await reload();
  return { current: () => held, reload, onChange: listeners.add };
}
