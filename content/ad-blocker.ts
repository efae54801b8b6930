/** The ad-blocker notice: friendly, no pressure, since the site shows no ads. */
export const adBlockerCopy = {
  title: 'Using an ad blocker?',
  text: 'This site shows no ads. Some blockers still break the checkout or the guide download, so if something does not work, allow this site in your blocker.',
  dismiss: 'Dismiss',
} as const;
