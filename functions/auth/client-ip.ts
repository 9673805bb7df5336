/**
 * Who the client is, for rate limits and the sign-in lockout. A client must not be able to pick
 * its own bucket, so forwarding headers count only when the connection comes from a configured
 * proxy (TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, default none):
 * - Node: the socket address; when that is a trusted proxy, the right-most `X-Forwarded-For` hop
 *   that is not itself a trusted proxy (each proxy appends the address it saw, so only the hops
 *   our own proxies added are believed). `X-Real-IP`, `Forwarded` and `CF-Connecting-IP` are
 *   never read on Node: a proxy that does not strip them would let clients choose them.
 * - Workers: `CF-Connecting-IP`, which Cloudflare itself sets to the connecting client (a client
 *   cannot send its own; Cloudflare overwrites it).
 * Pure (no node:*), so the Worker bundle can import it.
 */

/** One address or range, as bytes and a prefix length. */
export interface AddressRange {
  bytes: Uint8Array;
  prefix: number;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function ipv4Bytes(ip: string): Uint8Array | null {
  return IPV4.test(ip) ? Uint8Array.from(ip.split('.').map(Number)) : null;
}

function ipv6Bytes(input: string): Uint8Array | null {
  let ip = input.toLowerCase();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(ip) || !ip.includes(':')) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const lastColon = ip.lastIndexOf(':');
  const tail = ip.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4Bytes(tail);
    if (!v4) return null;
    ip = `${ip.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(halves[0]);
  const right = part(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  for (const [i, group] of groups.entries()) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    const n = parseInt(group, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  }
  return bytes;
}

/** An address as bytes (IPv4-mapped IPv6 as its IPv4), or null when it is no address. */
export function addressBytes(value: string | null | undefined): Uint8Array | null {
  const ip = value?.trim();
  if (!ip) return null;
  const v4 = ipv4Bytes(ip);
  if (v4) return v4;
  const v6 = ipv6Bytes(ip);
  if (!v6) return null;
  const mapped = v6.slice(0, 12).every((b, i) => (i < 10 ? b === 0 : b === 0xff));
  return mapped ? v6.slice(12) : v6;
}

/** The address in canonical text (lower-case, IPv4-mapped as IPv4), or null when it is none. */
export function canonicalAddress(value: string | null | undefined): string | null {
  const bytes = addressBytes(value);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/**
 * The counter a client address is limited by: an IPv4 address itself, an IPv6 address by its
 * /64 network (a subscriber or a cloud machine gets at least a /64, so counting each address
 * would hand one client 2^64 fresh counters); null when it is no address.
 *
 * @example
 * addressBucket('2001:db8:1:2::7'); // '2001:db8:1:2::/64'
 * addressBucket('::ffff:192.0.2.1'); // '192.0.2.1'
 */
export function addressBucket(value: string | null | undefined): string | null {
  const bytes = addressBytes(value);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return `${groups.join(':')}::/64`;
}

/**
 * Parses TRUSTED_PROXIES ("127.0.0.1, ::1, 10.0.0.0/8"). Throws on an entry that is not an
 * address or range, so a typo is found at start and not by a locked-out editor.
 */
export function parseTrustedProxies(value: string | null | undefined): AddressRange[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefixText] = entry.split('/');
      const bytes = addressBytes(address);
      const max = bytes ? bytes.length * 8 : 0;
      const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
      if (!bytes || prefix < 0 || prefix > max) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
      }
      return { bytes, prefix };
    });
}

/** Whether `address` lies in one of `ranges`. */
export function inRanges(address: string | null | undefined, ranges: readonly AddressRange[]): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  return ranges.some(({ bytes: net, prefix }) => {
    if (net.length !== bytes.length) return false;
    for (let bit = 0; bit < prefix; bit += 8) {
      const take = Math.min(8, prefix - bit);
      const mask = (0xff << (8 - take)) & 0xff;
      if (((net[bit / 8] ?? 0) & mask) !== ((bytes[bit / 8] ?? 0) & mask)) return false;
    }
    return true;
  });
}

/**
 * The client behind a socket: the socket address itself, unless it is a trusted proxy; then the
 * right-most X-Forwarded-For hop that is not a trusted proxy (the left-most when all are).
 */
export function clientBehindProxies(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trusted: readonly AddressRange[],
): string | null {
  const socket = canonicalAddress(socketAddress);
  if (!socket || !inRanges(socket, trusted)) return socket;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = canonicalAddress(hops[i]);
    // A hop that is no address was not written by a proxy of ours: stop at what we know.
    if (!hop) return client;
    client = hop;
    if (!inRanges(hop, trusted)) return hop;
  }
  return client;
}

/**
 * The Node resolver: socket address from `socketOf` (functions/node.ts `nodeClientIp`), forwarding
 * headers only from `trusted` proxies.
 */
export function nodeClientAddress(
  socketOf: (request: Request) => string | null | undefined,
  trusted: readonly AddressRange[],
): (request: Request) => string | null {
  return (request) => clientBehindProxies(socketOf(request), request.headers.get('x-forwarded-for'), trusted);
}

/** The Workers resolver: the address Cloudflare connected (`CF-Connecting-IP`). */
export function workerClientAddress(request: Request): string | null {
  return canonicalAddress(request.headers.get('cf-connecting-ip'));
}
