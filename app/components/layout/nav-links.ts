import { pages } from '#content/pages.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** SPEC section 2, shared frame: the header names Terms and Privacy by their short names. */
export const headerLinks: readonly NavLink[] = [
  { to: pages.home.path, label: pages.home.label },
  { to: pages.faq.path, label: pages.faq.label },
  { to: pages.legalNotice.path, label: pages.legalNotice.label },
  { to: pages.terms.path, label: 'Terms' },
  { to: pages.privacy.path, label: 'Privacy' },
];

export const getStartedLink: NavLink = { to: pages.checkout.path, label: 'Get Started' };

export const footerQuickLinks: readonly NavLink[] = [
  { to: pages.home.path, label: pages.home.label },
  { to: pages.checkout.path, label: 'Get Guide' },
  { to: pages.faq.path, label: pages.faq.label },
];

export const footerLegalLinks: readonly NavLink[] = [
  { to: pages.legalNotice.path, label: pages.legalNotice.label },
  { to: pages.terms.path, label: pages.terms.label },
  { to: pages.privacy.path, label: pages.privacy.label },
];
