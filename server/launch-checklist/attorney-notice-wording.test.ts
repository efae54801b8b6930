import { describe, expect, it } from 'vitest';
import { attorneyNoticeDefault } from '#content/attorney-notice.ts';
import { saysNotASubstituteForAnAttorney } from './attorney-notice-wording.ts';

describe('the attorney notice wording check', () => {
  it('passes the default and rewordings that keep the sentence, in any case', () => {
    for (const notice of [
      attorneyNoticeDefault,
      'Our guide is NOT A SUBSTITUTE for the advice of a LAWYER.',
      'Reading this is no substitute for talking to an attorney.',
      'This website is not substitute for lawyers.',
    ]) {
      expect(saysNotASubstituteForAnAttorney(notice), notice).toBe(true);
    }
  });

  it('flags wording without "not a substitute" or without an attorney or lawyer', () => {
    for (const notice of [
      'This is not legal advice.',
      'Educational information only. Consult an attorney.',
      'This guide is not a substitute for professional advice.',
      'A substitute for an attorney at a fraction of the price.',
      'Not a substitute for attorneyship training.',
      '',
    ]) {
      expect(saysNotASubstituteForAnAttorney(notice), notice).toBe(false);
    }
  });
});
