import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

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

  it('capitalises the first letter of an unknown segment', () => {
    expect(breadcrumbTrail('/unknown-place/deeper')).toEqual([
      { label: 'Home', path: '/', isPage: true },
      { label: 'Unknown-place', path: '/unknown-place', isPage: false },
      { label: 'Deeper', path: '/unknown-place/deeper', isPage: false },
    ]);
  });

  it('links a segment only when it is a page of the site', () => {
    const [, states, texas] = breadcrumbTrail('/states/texas-child-support');
    expect(states).toMatchObject({ label: 'States', isPage: false });
    expect(texas).toMatchObject({ label: 'Texas Child Support', isPage: true });
  });

  it('reads an encoded segment as text', () => {
    expect(breadcrumbTrail('/caf%C3%A9').at(-1)?.label).toBe('Café');
    expect(breadcrumbTrail('/bad%E0%A4%A').at(-1)?.label).toBe('Bad%E0%A4%A');
  });
});
