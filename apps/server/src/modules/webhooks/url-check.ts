import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Loopback, private (RFC 1918, unique-local), link-local (cloud metadata), CGNAT, unspecified and multicast. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** At creation: a URL naming a private address or `localhost` outright (no DNS lookup yet). */
export function namesPrivateHost(url: string): boolean {
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

/** At delivery: every address the host resolves to is public (so a DNS name can't point the server at itself). */
export async function resolvesPrivate(url: string): Promise<boolean> {
  if (namesPrivateHost(url)) return true;
  const host = hostOf(url);
  if (isIP(host) !== 0) return false;
  const addresses = await lookup(host, { all: true });
  return addresses.some((a) => isPrivateAddress(a.address));
}
