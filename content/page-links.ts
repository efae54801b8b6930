/** The back office: everything under it is private, never cached, never in a public page's code. */
export const adminPath = '/admin';

/** Path and name of each fixed page: all the client needs for navigation, kept apart from the heads. */
export const pageLinks = {
  home: { path: '/', label: 'Home' },
  checkout: { path: '/checkout', label: 'Checkout' },
  success: { path: '/success', label: 'Success' },
  quickAnswers: { path: '/quick-answers', label: 'Quick Answers' },
  faq: { path: '/faq', label: 'FAQ' },
  blog: { path: '/blog', label: 'Blog' },
  newsletterArchive: { path: '/newsletter', label: 'Newsletter archive' },
  library: { path: '/library', label: 'Your purchases' },
  legalNotice: { path: '/legal-notice', label: 'Legal Notice' },
  terms: { path: '/terms', label: 'Terms & Conditions' },
  privacy: { path: '/privacy', label: 'Privacy Policy' },
  accessibility: { path: '/accessibility', label: 'Accessibility' },
  admin: { path: adminPath, label: 'Admin' },
} as const;
