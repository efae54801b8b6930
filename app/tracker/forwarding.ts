import type { Forward, ForwardingIds } from './forwarding-ids.ts';

type Queue = (...args: unknown[]) => void;
type ForwardingWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue };

function load(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Loads the script of each configured service and returns what hands it the page views and
 * events the tracker records.
 */
export function startForwarding({ tagId, sessionToolId }: ForwardingIds): Forward {
  const w = window as ForwardingWindow;
  if (tagId) {
    const dataLayer = (w.dataLayer ??= []);
    // The Google tag reads `arguments` objects from its data layer, not arrays.
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', tagId, { send_page_view: false });
    load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`);
  }
  if (sessionToolId) {
    const calls: unknown[] = [];
    w.clarity ??= Object.assign((...args: unknown[]) => calls.push(args), { q: calls });
    load(`https://www.clarity.ms/tag/${encodeURIComponent(sessionToolId)}`);
  }
  return (name, params) => {
    w.gtag?.('event', name, params);
    if (sessionToolId) w.clarity?.('event', name);
  };
}
