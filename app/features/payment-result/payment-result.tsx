import { IslandTemplate } from '#app/islands/island-template.tsx';
import { islandAttribute } from '#app/islands/island.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import {
  offerPriceAttribute,
  paymentResultIsland,
  resultTemplates,
  sessionAttribute,
} from './payment-result-parts.ts';
import { FailureScreen, VerifyingScreen } from './status-screens.tsx';
import { SuccessScreen } from './success-screen.tsx';

/**
 * The payment result page as the server sends it. Without a session id it fails at once,
 * with no call and no notice. With one it is 'verifying': the island verifies the payment in
 * the browser and puts the success or failure screen, kept here in templates, in its place.
 */
export function PaymentResult({ sessionId, site }: { sessionId: string | null; site: SiteInfo }) {
  if (sessionId === null) return <FailureScreen supportEmail={site.supportEmail} />;
  const root = {
    [islandAttribute]: paymentResultIsland,
    [sessionAttribute]: sessionId,
    [offerPriceAttribute]: site.offer.price,
  };
  // A screen tall at least: the result replaces 'verifying' without moving what is in view
  // (the footer stays below the fold), so the swap is no layout shift.
  return (
    <div {...root} className="min-h-svh">
      <VerifyingScreen />
      <IslandTemplate name={resultTemplates.success}>
        <SuccessScreen site={site} />
      </IslandTemplate>
      <IslandTemplate name={resultTemplates.failed}>
        <FailureScreen supportEmail={site.supportEmail} />
      </IslandTemplate>
    </div>
  );
}
