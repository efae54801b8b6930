import { pageLinks } from '#content/page-links.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** A page's link under its own name, or under a shorter one. */
const linkTo = (page: { path: string; label: string }, label = page.label): NavLink => ({
  to: page.path,
  label,
});

const {
  home,
  checkout,
  blog,
  newsletterArchive,
  quickAnswers,
  faq,
  legalNotice,
  terms,
  privacy,
  accessibility,
} = pageLinks;

/** The header names Terms and Privacy by their short names. */
export const headerLinks: readonly NavLink[] = [
  linkTo(home),
  linkTo(blog),
  linkTo(quickAnswers),
  linkTo(faq),
  linkTo(legalNotice),
  linkTo(terms, 'Terms'),
  linkTo(privacy, 'Privacy'),
];

export const getStartedLink = linkTo(checkout, 'Get Started');

export const footerQuickLinks: readonly NavLink[] = [
  linkTo(home),
  linkTo(checkout, 'Get Guide'),
  linkTo(blog),
  linkTo(newsletterArchive),
  linkTo(quickAnswers),
  linkTo(faq),
];

export const footerLegalLinks: readonly NavLink[] = [
  linkTo(legalNotice),
  linkTo(terms),
  linkTo(privacy),
  linkTo(accessibility),
];
