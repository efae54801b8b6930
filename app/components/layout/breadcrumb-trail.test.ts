import { describe, expect, it } from 'vitest';
import type { PageMeta } from '#content/page-meta.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** A state guide's page as the published content gives it (stored pages are not in the route table). */
const texasGuide: PageMeta = {
  path: '/states/texas-child-support',
  label: 'Texas Child Support',
  title: 'Texas Child Support',
  heading: 'Texas Child Support',
  description: '',
  keywords: [],
};

describe('breadcrumbTrail', () => {
  it('is empty on the home page, where no trail shows', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it('labels known pages with their route names', () => {
    const labels = (path: string) => breadcrumbTrail(path).map((crumb) => crumb.label);
    expect(labels('/faq')).toEqual(['Home', 'FAQ']);
    expect(labels('/checkout')).toEqual(['Home', 'Checkout']);
    expect(labels('/success')).toEqual(['Home', 'Success']);
    expect(labels('/legal-notice')).toEqual(['Home', 'Legal Notice']);
    expect(labels('/terms')).toEqual(['Home', 'Terms & Conditions']);
    expect(labels('/privacy')).toEqual(['Home', 'Privacy Policy']);
  });

  it('gives every path that is no page the same trail, however long', () => {
    const notFound = [
      { label: 'Home', path: '/', isPage: true },
      { label: 'Not Found', path: '', isPage: false },
    ];
    expect(breadcrumbTrail('/unknown-place/deeper')).toEqual(notFound);
    expect(breadcrumbTrail(`/${'a/'.repeat(7000)}`)).toEqual(notFound);
  });

  it('links a segment only when it is a page of the site', () => {
    const [, states, texas] = breadcrumbTrail(texasGuide.path, texasGuide);
    expect(states).toMatchObject({ label: 'States', isPage: false });
    expect(texas).toMatchObject({ label: 'Texas Child Support', isPage: true });
  });

  it('capitalises the first letter of a segment that is not a page itself', () => {
    expect(breadcrumbTrail(texasGuide.path, texasGuide)[1]?.label).toBe('States');
  });
});
