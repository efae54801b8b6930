import { describe, expect, it } from 'vitest';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { StartedParts } from './started-parts.ts';

describe('StartedParts', () => {
  it('stops in the declared order, and the rest after one fails to stop', async () => {
    const stopped: string[] = [];
    const parts = new StartedParts(silentLogger, ['server', 'outbox', 'database']);
    parts.add('database', () => stopped.push('database'));
    parts.add('outbox', () => Promise.reject(new Error('stuck')));
    parts.add('server', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      stopped.push('server');
    });
    expect(await parts.stopAll(1_000)).toEqual({ clean: false, left: [] });
    expect(stopped).toEqual(['server', 'database']);
  });

  it('gives up at the deadline, naming what was left', async () => {
    const parts = new StartedParts(silentLogger, ['requests in flight', 'database']);
    parts.add('database', () => undefined);
    parts.add('requests in flight', () => new Promise(() => undefined));
    expect(await parts.stopAll(50)).toEqual({
      clean: false,
      left: ['requests in flight', 'database'],
    });
  });
});
