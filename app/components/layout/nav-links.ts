import { pageLinks } from '#content/page-links.ts';

export interface NavLink {
  to: string;
  label: string;
}

const blogLink: NavLink = { to: pageLinks.blog.path, label: pageLinks.blog.label };
const quickAnswersLink: NavLink = {
  to: pageLinks.quickAnswers.path,
  label: pageLinks.quickAnswers.label,
};

/** The header names Terms and Privacy by their short names. */
export const headerLinks: readonly NavLink[] = [
  { to: pageLinks.home.path, label: pageLinks.home.label },
  blogLink,
  quickAnswersLink,
  { to: pageLinks.faq.path, label: pageLinks.faq.label },
  { to: pageLinks.legalNotice.path, label: pageLinks.legalNotice.label },
  { to: pageLinks.terms.path, label: 'Terms' },
  { to: pageLinks.privacy.path, label: 'Privacy' },
];

export const getStartedLink: NavLink = { to: pageLinks.checkout.path, label: 'Get Started' };

export const footerQuickLinks: readonly NavLink[] = [
  { to: pageLinks.home.path, label: pageLinks.home.label },
  { to: pageLinks.checkout.path, label: 'Get Guide' },
  blogLink,
  quickAnswersLink,
  { to: pageLinks.faq.path, label: pageLinks.faq.label },
];

export const footerLegalLinks: readonly NavLink[] = [
  { to: pageLinks.legalNotice.path, label: pageLinks.legalNotice.label },
  { to: pageLinks.terms.path, label: pageLinks.terms.label },
  { to: pageLinks.privacy.path, label: pageLinks.privacy.label },
];
