import { goalKeys } from '#shared/contracts/admin-analytics.ts';
import type { EventData } from '#shared/contracts/analytics.ts';

/**
 * The goal a tracker event reaches, or null when it names none (a call to action without its
 * location, a scroll depth without its percentage, a page exit). Checkout started and
 * purchase are goals too, but the orders decide them (the session's flags), never an event.
 */
export function goalOf(data: EventData): string | null {
  switch (data.eventName) {
    case 'cta_click':
      return data.ctaLocation ? `${goalKeys.cta}${data.ctaLocation}` : null;
    case 'scroll_depth':
      return data.scrollPercentage === undefined
        ? null
        : `${goalKeys.scroll}${data.scrollPercentage}`;
    case 'engaged_visitor':
      return goalKeys.engaged;
    case 'deeply_engaged_visitor':
      return goalKeys.deeplyEngaged;
    case 'video_play':
      return goalKeys.videoPlay;
    default:
      return null;
  }
}
