import { adBlockerIsland } from '#app/features/ad-blocker/ad-blocker-island-name.ts';
import {
  exitIntentIsland,
  inlineSignUpIsland,
} from '#app/features/exit-intent/exit-intent-parts.ts';
import { checkoutDraftIsland, codeFormIsland } from '#app/features/checkout/checkout-islands.ts';
import { paymentResultIsland } from '#app/features/payment-result/payment-result-parts.ts';
import type { IslandEntry } from './islands/island.ts';

/**
 * Every island of the public pages, by the name its root carries (`data-island`), with
 * when its code loads. Each loader is a dynamic import, so each island is a chunk of its own.
 */
export const islandRegistry: Readonly<Record<string, IslandEntry>> = {
  toaster: { when: 'now', load: () => import('#app/components/ui/toaster-island.ts') },
  'post-form': { when: 'intent', load: () => import('#app/components/ui/post-form-island.ts') },
  // The same island on a hidden form no intent can reach (checkout-islands.ts).
  [codeFormIsland]: { when: 'idle', load: () => import('#app/components/ui/post-form-island.ts') },
  // Before the buyer is likely to type: it fills only the fields still empty.
  [checkoutDraftIsland]: {
    when: 'now',
    load: () => import('#app/features/checkout/checkout-draft-island.ts'),
  },
  'theme-toggle': {
    when: 'intent',
    load: () => import('#app/components/theme/theme-toggle-island.ts'),
  },
  'mobile-menu': { when: 'intent', load: () => import('#app/components/layout/menu-island.ts') },
  'copy-link': { when: 'intent', load: () => import('#app/features/home/copy-link-island.ts') },
  'video-facade': {
    when: 'intent',
    load: () => import('#app/features/home/video-facade-island.ts'),
  },
  'faq-accordion': { when: 'now', load: () => import('#app/features/faq/faq-accordion-island.ts') },
  'not-found': { when: 'idle', load: () => import('#app/components/layout/not-found-island.ts') },
  'link-prefetch': {
    when: 'idle',
    load: () => import('#app/features/navigation/link-prefetch-island.ts'),
  },
  [exitIntentIsland]: {
    when: 'idle',
    load: () => import('#app/features/exit-intent/exit-intent-island.ts'),
  },
  [inlineSignUpIsland]: {
    when: 'intent',
    load: () => import('#app/features/exit-intent/inline-sign-up-island.ts'),
  },
  [adBlockerIsland]: {
    when: 'idle',
    load: () => import('#app/features/ad-blocker/ad-blocker-island.ts'),
  },
  [paymentResultIsland]: {
    when: 'now',
    load: () => import('#app/features/payment-result/payment-result-island.ts'),
  },
  chat: { when: 'idle', load: () => import('#app/features/chat/chat-island.ts') },
};
