import { describe, expect, it } from 'vitest';
import { issueId, issuedIdPattern } from './issued-ids.ts';

describe('issued ids', () => {
  it('are recognised by their own prefix only, and differ every time', () => {
    const id = issueId('img');
    expect(id).toMatch(issuedIdPattern('img'));
    expect(id).not.toMatch(issuedIdPattern('gf'));
    expect(issueId('img')).not.toBe(id);
    expect('img_../../x').not.toMatch(issuedIdPattern('img'));
  });
});
