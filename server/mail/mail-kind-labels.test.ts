import { describe, expect, it } from 'vitest';
import { adminCopy } from '#content/admin-copy.ts';
import { mailKinds } from './mail-kinds.ts';

describe("the back office's mail kind labels", () => {
  it('name every kind of mail the outbox carries, and only those', () => {
    expect(Object.keys(adminCopy.mailKinds).sort()).toEqual([...mailKinds].sort());
  });
});
