import { holdsSecret, redactedAddress } from '#shared/secret-links.ts';
import type { Forward, ForwardingIds } from './forwarding-ids.ts';

type Queue = (...args: unknown[]) => void;
type ForwardingWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue };

function load(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The page's address and referrer as a service may have them: no secret link's token. */
const redactedPage = () => ({
  page_location: redactedAddress(location.href),
  page_referrer: redactedAddress(document.referrer),
});

/**
 * Loads the script of each configured service and returns what hands it the page views and
 * events the tracker records. The Google tag is given the page's address and referrer with
 * their secrets replaced (shared/secret-links.ts), with every event, since a client
 * navigation moves the page; Clarity records the address as it is, so a page opened by a
 * secret link never loads it.
 */
export function startForwarding({ tagId, sessionToolId }: ForwardingIds): Forward {
  const w = window as ForwardingWindow;
  const recordsSessions =
    sessionToolId && !holdsSecret(location.pathname, location.search.slice(1));
  if (tagId) {
    const dataLayer = (w.dataLayer ??= []);
    // The Google tag reads `arguments` objects from its data layer, not arrays.
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', tagId, { send_page_view: false, ...redactedPage() });
    load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`);
  }
  if (recordsSessions) {
    const calls: unknown[] = [];
    w.clarity ??= Object.assign((...args: unknown[]) => calls.push(args), { q: calls });
    load(`https://www.clarity.ms/tag/${encodeURIComponent(sessionToolId)}`);
  }
  return (name, params) => {
    w.gtag?.('event', name, { ...redactedPage(), ...params });
    if (recordsSessions) w.clarity?.('event', name);
  };
}
