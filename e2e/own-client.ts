let clients = 0;

/**
 * Headers that make a browser context, or one API call, a client of its own: the e2e server
 * trusts one proxy (e2e/web-server.ts), so per-client limits (ten checkouts in ten minutes)
 * count each buyer apart, as they would real buyers, instead of the whole run as one address.
 * The worker's process id keeps a retry's address apart from its first attempt's.
 */
export function ownClient(): { 'X-Forwarded-For': string } {
  clients += 1;
  return {
    'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
  };
}
