/** The island that keeps the checkout's draft (checkout-draft-island.ts), on the payment form's card. */
export const checkoutDraftIsland = 'checkout-draft';

/** On the draft island's root when the page answers a post: the fields hold the posted values. */
export const answersPostAttribute = 'data-answers-post';

/**
 * The discount code's form: the form island, under a name of its own since it loads another
 * way. The form is hidden (its controls sit in the payment form's summary, joined by `form=`),
 * so no pointer or focus ever reaches it to load the island on intent.
 */
export const codeFormIsland = 'code-form';
