/** Texts of the shared frame: header, footer and the disclaimer shown on every page. */
export const siteCopy = {
  disclaimerTitle: 'Educational information only',
  disclaimer:
    'This site and the guide provide general information about child support procedures. They are not legal advice and do not create an attorney-client relationship. For advice on your situation, consult a licensed attorney in your state.',
  footerBlurb:
    'Plain-English information for parents who want to understand and challenge administrative child support orders and acknowledgments of paternity.',
  rightsReserved: 'All rights reserved.',
  notFound: {
    code: '404',
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  /** An address whose page the seller deleted (410 Gone): the not-found page's way home. */
  gone: {
    title: 'This page was removed',
    message:
      'The page that was at this address has been taken down and is not coming back. The home page leads to everything the site offers now.',
  },
  placeholder: 'The full content of this page is on its way.',
  /** At the top of a page rendered with an admin's unsaved content settings. */
  previewBanner: {
    title: 'Preview of unsaved changes',
    text: 'Only you can see this. Close this tab to leave the preview.',
  },
} as const;

/** The phone menu's button, named for what it does next. */
export const menuCopy = {
  open: 'Open menu',
  close: 'Close menu',
} as const;
