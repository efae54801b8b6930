import { noPublishedContent } from '#shared/published-content.ts';
import type { AppLoadContext } from 'react-router';
import { vi } from 'vitest';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { noNewsletterArchive } from '#shared/newsletter-archive.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { testSite } from './render-page.tsx';

/** The server's form actions, each answering yes, unless `overrides` says otherwise. */
export function fakeForms(overrides: Partial<FormActions> = {}): FormActions {
  return {
    startCheckout: vi.fn(() =>
      Promise.resolve({ ok: true as const, url: 'https://pay.test/cs_1' }),
    ),
    subscribe: vi.fn(() => Promise.resolve({ ok: true as const })),
    contact: vi.fn(() => Promise.resolve({ ok: true as const })),
    guideOnSale: vi.fn(() => Promise.resolve(true)),
    quoteDiscount: vi.fn(() => Promise.resolve({ ok: false as const, status: 400, message: '' })),
    reviewLink: vi.fn(() => Promise.resolve({ state: 'unknown' as const })),
    submitReview: vi.fn(() => Promise.resolve({ ok: true as const })),
    requestLibraryLink: vi.fn(() => Promise.resolve({ ok: true as const })),
    libraryView: vi.fn(() => Promise.resolve(undefined)),
    paymentProvider: 'test',
    ...overrides,
  };
}

type PageAction = (args: { request: Request; context: AppLoadContext }) => Promise<unknown>;

/** A form posted to a page's action without scripts, from the client 203.0.113.9. */
export function postToPage(
  action: PageAction,
  path: string,
  fields: Record<string, string>,
  forms: FormActions,
) {
  const context: AppLoadContext = {
    site: testSite,
    socialProof: noSocialProof,
    newsletterArchive: noNewsletterArchive,
    published: noPublishedContent,
    scriptMarker: '',
    forms,
    clientIp: '203.0.113.9',
    contentImages: () => undefined,
  };
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({ request, context });
}

/** What React Router sends for `data(...)`: the reply and its status. */
export function reply(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { body: data, status: init?.status ?? 200 };
}
