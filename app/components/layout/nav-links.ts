import { pageLinks } from '#content/page-links.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** SPEC section 2, shared frame: the header names Terms and Privacy by their short names. */
export const headerLinks: readonly NavLink[] = [
  { to: pageLinks.home.path, label: pageLinks.home.label },
  { to: pageLinks.faq.path, label: pageLinks.faq.label },
  { to: pageLinks.legalNotice.path, label: pageLinks.legalNotice.label },
  { to: pageLinks.terms.path, label: 'Terms' },
  { to: pageLinks.privacy.path, label: 'Privacy' },
];

export const getStartedLink: NavLink = { to: pageLinks.checkout.path, label: 'Get Started' };

export const footerQuickLinks: readonly NavLink[] = [
  { to: pageLinks.home.path, label: pageLinks.home.label },
  { to: pageLinks.checkout.path, label: 'Get Guide' },
  { to: pageLinks.faq.path, label: pageLinks.faq.label },
];

export const footerLegalLinks: readonly NavLink[] = [
  { to: pageLinks.legalNotice.path, label: pageLinks.legalNotice.label },
  { to: pageLinks.terms.path, label: pageLinks.terms.label },
  { to: pageLinks.privacy.path, label: pageLinks.privacy.label },
];
