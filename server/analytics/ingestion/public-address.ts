import { BlockList, isIP } from 'node:net';

/** An address a geolocation database may know, as it is looked up. */
export interface PublicAddress {
  ip: string;
  family: 4 | 6;
}

// Addresses no database places: the lookup is skipped, and no file is read for them.
const notPublic = new BlockList();
notPublic.addSubnet('0.0.0.0', 8, 'ipv4'); // unspecified, "this network"
notPublic.addSubnet('10.0.0.0', 8, 'ipv4'); // private
notPublic.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
notPublic.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
notPublic.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
notPublic.addSubnet('172.16.0.0', 12, 'ipv4'); // private
notPublic.addSubnet('192.168.0.0', 16, 'ipv4'); // private
notPublic.addAddress('::', 'ipv6'); // unspecified
notPublic.addAddress('::1', 'ipv6'); // loopback
notPublic.addSubnet('fc00::', 7, 'ipv6'); // unique local
notPublic.addSubnet('fe80::', 10, 'ipv6'); // link-local

/**
 * The client's address when a database could place it: an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 clients) as the IPv4 one, a zone
 * dropped; null for anything else ('unknown', loopback, private, link-local, CGNAT).
 */
export function publicAddress(ip: string | null | undefined): PublicAddress | null {
  const bare = ip?.split('%')[0]?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';
  const family = isIP(bare);
  if (family !== 4 && family !== 6) return null;
  return notPublic.check(bare, family === 4 ? 'ipv4' : 'ipv6') ? null : { ip: bare, family };
}
