import type { Config } from '#server/config/env.ts';
import { isLoopbackHost } from '#server/config/env.ts';

/** Who passkeys are made for (WebAuthn's relying party) and the pages that may use them. */
export interface RelyingParty {
  /** The RP ID: the site's host name, which every passkey is bound to. */
  id: string;
  /** The origins whose signed answers are accepted. */
  origins: string[];
}

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * The site's host and origin. Browsers refuse an IP address as an RP ID, so a site served
 * at a loopback address (the tests' http://127.0.0.1:PORT) makes its passkeys for
 * `localhost` and accepts the page opened as http://localhost on the same port too
 * (decision 131); any other site is its own host.
 */
export function relyingParty(config: Pick<Config, 'siteUrl'>): RelyingParty {
  const site = new URL(config.siteUrl);
  if (!(isLoopbackHost(site.hostname) && isIpAddress(site.hostname))) {
    return { id: site.hostname, origins: [site.origin] };
  }
  const port = site.port ? `:${site.port}` : '';
  return { id: 'localhost', origins: [site.origin, `${site.protocol}//localhost${port}`] };
}
