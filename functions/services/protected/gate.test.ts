/**
 * The door's attempt limits (issue 25, item 12): counted per client (an IPv6 client by its /64),
 * over all pages and per page, never over all visitors, so wrong passwords from other addresses
 * never keep the right one out, while one client still gets only a few guesses. And a post names
 * its own origin by its Host, not by an absolute URI in the request line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../rate-limit.ts';
import {
  ATTEMPTS_PER_CLIENT,
  ATTEMPTS_PER_CLIENT_PAGE,
  createProtectedGate,
  defaultAttemptLimits,
  type ProtectedGate,
  type ProtectedPageInfo,
} from './gate.ts';
import { hashPagePassword } from './password-hash.ts';

const PASSWORD = 'Mondschein-42';
/** Two protected pages: /de/galerie and /de/intern (few iterations: the test is about counting). */
const pages: Record<string, ProtectedPageInfo> = {};

beforeAll(async () => {
  const passwordHash = await hashPagePassword(PASSWORD, 10);
  pages['galerie'] = { id: 'page-galerie', passwordHash, paths: ['/de/galerie'] };
  pages['intern'] = { id: 'page-intern', passwordHash, paths: ['/de/intern'] };
});

/** A door over the two pages, with the default limits unless given, the client from a header. */
function door(limits = defaultAttemptLimits()): ProtectedGate {
  return createProtectedGate({
    readPage: async () => '<h1>Geheim</h1>',
    findPage: async (_locale, rest) => pages[rest] ?? null,
    secret: 'a-test-secret-that-is-long-enough-0123456789',
    secure: false,
    clientAddress: (request) => request.headers.get('x-test-client'),
    limits,
  });
}

/** Posts a password to a page as a browser does, from `client` (null: an unknown address). */
async function post(gate: ProtectedGate, page: string, password: string, client: string | null) {
  const body = new URLSearchParams({ password }).toString();
  const answer = await gate(
    new Request(`https://optik.example/de/${page}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(body.length),
        origin: 'https://optik.example',
        ...(client === null ? {} : { 'x-test-client': client }),
      },
      body,
    }),
  );
  if (!answer) throw new Error(`/de/${page} is not protected`);
  return answer.status;
}

const statuses = async (count: number, attempt: (i: number) => Promise<number>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push(await attempt(i));
  return seen;
};

describe('attempt limits', () => {
  it("never refuse the right password for other addresses' failures", async () => {
    const gate = door();
    // What the review did: 60 wrong tries from 6 addresses, then the right password elsewhere.
    for (let address = 1; address <= 6; address++)
      await statuses(10, () => post(gate, 'galerie', 'falsch', `198.51.100.${address}`));
    expect(await post(gate, 'galerie', PASSWORD, '203.0.113.7')).toBe(303);
    // Far more than any page-wide limit: 200 addresses, 10 wrong tries each.
    for (let address = 0; address < 200; address++)
      await statuses(ATTEMPTS_PER_CLIENT_PAGE, () => post(gate, 'galerie', 'x', `10.0.${address}.1`));
    expect(await post(gate, 'galerie', PASSWORD, '203.0.113.8')).toBe(303);
    expect(await post(gate, 'galerie', PASSWORD, '2001:db8:7::1')).toBe(303);
  });

  it('still give one address only a few guesses at a page, the right one after them refused', async () => {
    const gate = door();
    const seen = await statuses(ATTEMPTS_PER_CLIENT_PAGE, (i) =>
      post(gate, 'galerie', `falsch${i}`, '192.0.2.1'),
    );
    expect(seen).toEqual(Array<number>(ATTEMPTS_PER_CLIENT_PAGE).fill(403));
    expect(await post(gate, 'galerie', PASSWORD, '192.0.2.1')).toBe(429);
    // The same address, spelled as IPv4-mapped IPv6, is the same client.
    expect(await post(gate, 'galerie', PASSWORD, '::ffff:192.0.2.1')).toBe(429);
    // Its neighbour is someone else.
    expect(await post(gate, 'galerie', PASSWORD, '192.0.2.2')).toBe(303);
  });

  it('count an IPv6 client by its /64 network, not by each of its addresses', async () => {
    const gate = door();
    const seen = await statuses(ATTEMPTS_PER_CLIENT_PAGE + 1, (i) =>
      post(gate, 'galerie', 'falsch', `2001:db8:1:2::${(i + 1).toString(16)}`),
    );
    expect(seen.at(-1)).toBe(429);
    expect(await post(gate, 'galerie', PASSWORD, '2001:db8:1:2:ffff::1')).toBe(429);
    expect(await post(gate, 'galerie', PASSWORD, '2001:db8:1:3::1')).toBe(303);
  });

  it('limit one client per page, and over all pages together', async () => {
    const gate = door({
      perClient: createRateLimiter({ limit: 15, windowMs: 60_000 }),
      perClientPage: createRateLimiter({ limit: 10, windowMs: 60_000 }),
    });
    await statuses(10, () => post(gate, 'galerie', 'falsch', '192.0.2.9'));
    expect(await post(gate, 'galerie', PASSWORD, '192.0.2.9')).toBe(429);
    // Another page has its own count for this client, until the client's overall limit (every
    // attempt counts there, the refused one above too: 11 + 3 + 1 = 15).
    expect(await statuses(3, () => post(gate, 'intern', 'falsch', '192.0.2.9'))).toEqual([403, 403, 403]);
    expect(await post(gate, 'intern', PASSWORD, '192.0.2.9')).toBe(303);
    expect(await post(gate, 'intern', PASSWORD, '192.0.2.9')).toBe(429);
  });

  it('default to a few guesses per page and a few more over all pages', () => {
    expect(ATTEMPTS_PER_CLIENT_PAGE).toBe(10);
    expect(ATTEMPTS_PER_CLIENT).toBeGreaterThan(ATTEMPTS_PER_CLIENT_PAGE);
    expect(ATTEMPTS_PER_CLIENT).toBeLessThanOrEqual(50);
  });

  it('count clients whose address is unknown as one', async () => {
    const gate = door();
    await statuses(ATTEMPTS_PER_CLIENT_PAGE, () => post(gate, 'galerie', 'falsch', null));
    expect(await post(gate, 'galerie', PASSWORD, null)).toBe(429);
    expect(await post(gate, 'galerie', PASSWORD, 'not an address')).toBe(429);
    expect(await post(gate, 'galerie', PASSWORD, '192.0.2.50')).toBe(303);
  });
});

describe('the origin of a post', () => {
  const postFrom = (url: string, headers: Record<string, string>) => {
    const body = new URLSearchParams({ password: PASSWORD }).toString();
    return door()(
      new Request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
          'x-test-client': '192.0.2.80',
          ...headers,
        },
        body,
      }),
    );
  };
  it('is judged by the Host the site is found by, not by an absolute URI in the request line', async () => {
    const foreign = await postFrom('https://evil.example/de/galerie', {
      host: 'optik.example',
      origin: 'https://evil.example',
    });
    expect(foreign?.status).toBe(403);
    expect(foreign?.headers.get('set-cookie')).toBeNull();
    const own = await postFrom('https://evil.example/de/galerie', {
      host: 'optik.example',
      origin: 'https://optik.example',
    });
    expect(own?.status).toBe(303);
  });
});
