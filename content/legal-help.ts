/**
 * Where the chat sends a visitor whose question is about their own case (docs/decisions/106):
 * national directories, never an address invented per state. The seller may change them
 * here; each shows in the chat as its `label`, linked to its `url`.
 */
export const legalHelp = {
  /** Free civil legal aid near the visitor, by state, run by legal aid programs. */
  legalAid: { label: 'LawHelp.org', url: 'https://www.lawhelp.org/' },
  /** The state and local bars' lawyer referral services, listed by the American Bar Association. */
  lawyerReferral: {
    label: "the American Bar Association's directory of lawyer referral services",
    url: 'https://www.americanbar.org/groups/legal_services/flh-home/flh-lawyer-referral-directory/',
  },
} as const;
