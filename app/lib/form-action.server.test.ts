import { noPublishedContent } from '#shared/published-content.ts';
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { noNewsletterArchive } from '#shared/newsletter-archive.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { testSite } from '#tests/render-page.tsx';
import { action as libraryAction } from '#app/routes/library.tsx';
import { action as reviewAction } from '#app/routes/review.tsx';
import { action as checkoutAction } from '#app/routes/checkout.tsx';
import { action as archiveAction } from '#app/routes/newsletter-archive.tsx';
import { action as faqAction } from '#app/routes/faq.tsx';

const refused = () => Promise.reject(new Error('no service is reached by a body that is no form'));
const services = {
  startCheckout: vi.fn(refused),
  subscribe: vi.fn(refused),
  contact: vi.fn(refused),
  guideOnSale: vi.fn(refused),
  quoteDiscount: vi.fn(refused),
  reviewLink: vi.fn(refused),
  submitReview: vi.fn(refused),
  requestLibraryLink: vi.fn(refused),
  libraryView: vi.fn(refused),
};
const forms: FormActions = { ...services, paymentProvider: 'test' };

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

const boundary = '----odd';
const garbage = new Uint8Array(Array.from({ length: 512 }, (_, index) => (index * 97 + 13) % 256));

/** Bodies a form never sends, each with the type it claims. */
const oddBodies: Array<[string, Record<string, string>, BodyInit]> = [
  [
    'a multipart body cut short',
    { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nann@example.com`,
  ],
  [
    'a multipart type without a boundary',
    { 'Content-Type': 'multipart/form-data' },
    'email=ann%40example.com',
  ],
  [
    'binary garbage as multipart',
    { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    garbage,
  ],
  ['JSON', { 'Content-Type': 'application/json' }, '{"email":"ann@example.com"}'],
  ['plain text', { 'Content-Type': 'text/plain' }, 'email=ann@example.com'],
  ['no type at all', {}, garbage],
];

const routes = [
  ['POST /library', (request: Request) => libraryAction({ request, context, params: {} } as never)],
  [
    'POST /review/:token',
    (request: Request) => reviewAction({ request, context, params: { token: 'tok' } } as never),
  ],
  [
    'POST /checkout',
    (request: Request) => checkoutAction({ request, context, params: {} } as never),
  ],
  [
    'POST /newsletter',
    (request: Request) => archiveAction({ request, context, params: {} } as never),
  ],
  ['POST /faq', (request: Request) => faqAction({ request, context, params: {} } as never)],
] as const;

/** What React Router answers for a thrown `data(...)`: its status. */
function statusOf(thrown: unknown): number | undefined {
  const init = (thrown as { init?: ResponseInit | null }).init;
  return init?.status ?? undefined;
}

describe('a page form posted with a body that is no form', () => {
  describe.each(routes)('%s', (_route, post) => {
    it.each(oddBodies)('answers 400 to %s, reaching no service', async (_name, headers, body) => {
      const request = new Request('http://localhost/form', { method: 'POST', headers, body });
      const thrown = await post(request).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(statusOf(thrown)).toBe(400);
      for (const call of Object.values(services)) expect(call).not.toHaveBeenCalled();
    });
  });

  it('reads a form with odd percent-encoding as the text it holds, and answers with red fields', async () => {
    const request = new Request('http://localhost/library', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=library-sign-in&email=%zz%E0%A4%A',
    });
    const answer = (await libraryAction({ request, context, params: {} } as never)) as {
      init: ResponseInit | null;
    };
    expect(answer.init?.status).toBe(400);
    expect(forms.requestLibraryLink).not.toHaveBeenCalled();
  });
});
