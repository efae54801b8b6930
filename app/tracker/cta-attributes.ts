/**
 * Marks a call to action for the tracker, which reports clicks on it (one delegated
 * listener reads these attributes): where it sits, and whether it is a button or a link.
 */
export type CtaLocation =
  | 'header'
  | 'mobile_menu'
  | 'hero'
  | 'faq_cards'
  | 'final_offer'
  | 'content_box'
  | 'blog'
  | 'quick_answer'
  | 'quick_answers_offer'
  | 'exit_popup'
  | 'payment_failed';

export function ctaAttributes(location: CtaLocation, type: 'button' | 'link' = 'button') {
  return { 'data-cta-location': location, 'data-cta-type': type };
}
