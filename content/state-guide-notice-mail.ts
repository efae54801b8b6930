/** The mail that tells a state's buyers their state guide changed (server/publishing/state-guide-notice-mail.ts). */
export const stateGuideNoticeMailCopy = {
  subject: (guideTitle: string) => `Updated: ${guideTitle}`,
  intro: (guideTitle: string) =>
    `We reviewed and changed "${guideTitle}", the guide to your state's rules. Please read it again before you act on it.`,
  whatChanged: 'What changed:',
  button: 'Read the updated guide',
  why: 'You receive this mail because you bought the guide with an address in this state.',
  unsubscribe: 'Unsubscribe',
} as const;
