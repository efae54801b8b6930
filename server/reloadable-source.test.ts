import { describe, expect, it } from 'vitest';
import { changeListeners, reloadableSource, sameJson } from './reloadable-source.ts';

/**
 * A read that answers `start` at once (the source's first read), then waits for the test to
 * answer each later call, kept in `pending` in the order the calls were made.
 */
function scriptedReads<T>(start: T) {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  let started = false;
  return {
    read: (): Promise<T> => {
      if (!started) {
        started = true;
        return Promise.resolve(start);
      }
      return new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      });
    },
    pending,
  };
}

async function settled(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

describe('reloadableSource', () => {
  it('holds the first read, and tells the listeners once per change, never on an equal read', async () => {
    let rows = [{ id: 1 }];
    const source = await reloadableSource({
      initial: [] as Array<{ id: number }>,
      read: () => Promise.resolve(rows.map((row) => ({ ...row }))),
      same: sameJson,
    });
    let heard = 0;
    source.onChange(() => (heard += 1));
    expect(source.current()).toEqual([{ id: 1 }]);

    expect(await source.reload()).toBe(false);
    expect(heard).toBe(0);

    rows = [{ id: 1 }, { id: 2 }];
    expect(await source.reload()).toBe(true);
    expect(heard).toBe(1);
    expect(source.current()).toEqual([{ id: 1 }, { id: 2 }]);

    expect(await source.reload()).toBe(false);
    expect(heard).toBe(1);
  });

  it('tells a listener of the change before the reload resolves, with the new value in force', async () => {
    let version = 1;
    const source = await reloadableSource({
      initial: 0,
      read: () => Promise.resolve(version),
    });
    const seen: number[] = [];
    source.onChange(() => seen.push(source.current()));
    version = 2;
    const reloaded = source.reload();
    expect(seen).toEqual([]);
    await reloaded;
    expect(seen).toEqual([2]);
  });

  it('keeps a value the read gives back as the one held, without telling anyone', async () => {
    const held = { name: 'held' };
    let reads = 0;
    const source = await reloadableSource({
      initial: held,
      read: (current) => {
        reads += 1;
        return Promise.resolve(current);
      },
    });
    let heard = 0;
    source.onChange(() => (heard += 1));
    expect(await source.reload()).toBe(false);
    expect(source.current()).toBe(held);
    expect(heard).toBe(0);
    expect(reads).toBe(2);
  });

  it('keeps the last value when a reload fails, rejects that reload, and reads again on the next', async () => {
    let fail = false;
    let value = 'first';
    const source = await reloadableSource({
      initial: '',
      read: () => (fail ? Promise.reject(new Error('database gone')) : Promise.resolve(value)),
    });
    let heard = 0;
    source.onChange(() => (heard += 1));

    fail = true;
    value = 'second';
    await expect(source.reload()).rejects.toThrow('database gone');
    expect(source.current()).toBe('first');
    expect(heard).toBe(0);

    fail = false;
    expect(await source.reload()).toBe(true);
    expect(source.current()).toBe('second');
    expect(heard).toBe(1);
  });

  it('fails to start when the first read fails', async () => {
    await expect(
      reloadableSource({ initial: 0, read: () => Promise.reject(new Error('no database')) }),
    ).rejects.toThrow('no database');
  });

  it('runs reloads one after another, so the one asked for last is the one that stays', async () => {
    const scripted = scriptedReads('start');
    const source = await reloadableSource({ initial: '', read: scripted.read });
    const older = source.reload();
    const newer = source.reload();
    await settled();
    // The newer read has not started while the older one is under way.
    expect(scripted.pending).toHaveLength(1);
    scripted.pending[0]?.resolve('older');
    await older;
    await settled();
    expect(scripted.pending).toHaveLength(2);
    scripted.pending[1]?.resolve('newer');
    await newer;
    expect(source.current()).toBe('newer');
  });

  it('starts the next reload after a failed one', async () => {
    const scripted = scriptedReads('start');
    const source = await reloadableSource({ initial: '', read: scripted.read });
    const failing = source.reload();
    const next = source.reload();
    await settled();
    scripted.pending[0]?.reject(new Error('timeout'));
    await expect(failing).rejects.toThrow('timeout');
    await settled();
    scripted.pending[1]?.resolve('after');
    expect(await next).toBe(true);
    expect(source.current()).toBe('after');
  });
});

describe('changeListeners', () => {
  it('calls every listener once per notice, in the order they were added', () => {
    const listeners = changeListeners();
    const calls: string[] = [];
    listeners.add(() => calls.push('a'));
    listeners.add(() => calls.push('b'));
    listeners.notify();
    listeners.notify();
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
  });
});
