import { describe, expect, it } from 'vitest';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import { mailKinds } from './mail-kinds.ts';

describe("the back office's mail kind labels", () => {
  it('name every kind of mail the outbox carries, and only those', () => {
    expect(Object.keys(mailKindsCopy).sort()).toEqual([...mailKinds].sort());
  });
});
