/** The label of the site's main button to checkout ('Get the Complete Guide - {{price}}'). */
export const getGuideLabel = 'Get the Complete Guide - {{price}}';

/** The call to action placed in articles, state guides and at the end of listing pages. */
export const callToAction = {
  heading: "Don't Let the Deadline Pass",
  text: 'The {{guideName}} walks you through the challenge step by step: {{pages}} pages on deadlines, agency rules, sample forms and the federal laws behind your rights.',
  button: getGuideLabel,
  note: '{{guarantee}} · Instant PDF download',
} as const;

export type CallToActionCopy = typeof callToAction;
