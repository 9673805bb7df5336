/**
 * Password guessing: through every spelling of the sign-in path and every forwarding header a
 * client can make up, the Node server counts one client per socket (without TRUSTED_PROXIES), so
 * an address gets 3 password checks per 10 s whatever it varies; and however many addresses an
 * attacker uses, one account gets at most 5 checks before it locks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeClientAddress, parseTrustedProxies } from '../../functions/auth/client-ip.ts';
import { TEST_EDITORS } from '../../functions/auth/testing.ts';
import { createApp } from '../../functions/app.ts';
import { createNodeApp, nodeClientIp } from '../../functions/node.ts';
import { siteScopedAuth } from '../../functions/services/platform/site-auth.ts';
import { ORIGIN, openSecurityApp, type SecurityApp } from './support.ts';

let s: SecurityApp;
beforeAll(async () => {
  s = await openSecurityApp('brute');
});
afterAll(async () => {
  await s.close();
});

/** Every spelling of the sign-in path that could reach better-auth. */
const PATH_VARIANTS = [
  '/api/v1/auth/sign-in/email',
  '/api/v1/auth/sign-in/email/',
  '/api/v1/auth/sign-in/email//',
  '/api/v1/auth/SIGN-IN/EMAIL',
  '/api/v1/auth/Sign-In/Email/',
  '/api/v1/auth//sign-in/email',
  '/api/v1/auth/sign-in//email',
  '/api/v1/auth/sign-in/%65mail',
  '/api/v1/auth/%73ign-in/email',
  '/api/v1/auth/sign-in%2Femail',
  '/api/v1/auth/sign-in/email?x=1',
  '/api/v1/auth/./sign-in/email',
  '/api/v1/auth/sign-in/../sign-in/email',
  '/api/v1//auth/sign-in/email',
  '/API/V1/AUTH/SIGN-IN/EMAIL',
];

let counter = 0;
/** A made-up public client address per call. */
const freshAddress = () => {
  counter += 1;
  return `198.51.${100 + Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

/** Forwarding headers naming a fresh client, in every spelling a proxy might use. */
const headerVariants = (): Record<string, string>[] => {
  const ip = freshAddress();
  return [
    { 'x-forwarded-for': ip },
    { 'x-forwarded-for': `${ip}, ${freshAddress()}` },
    { 'X-Forwarded-For': `${freshAddress()}` },
    { 'x-real-ip': freshAddress() },
    { 'cf-connecting-ip': freshAddress() },
    { forwarded: `for=${freshAddress()};proto=https` },
    { forwarded: `for="[2001:db8::${counter.toString(16)}]"` },
    { 'true-client-ip': freshAddress() },
    { 'x-client-ip': freshAddress() },
  ];
};

function serverWith(trustedProxies: string) {
  return createNodeApp({
    db: s.handle.db,
    distDir: s.dir,
    mediaDir: s.dir,
    services: {
      auth: s.auth,
      clientAddress: nodeClientAddress(nodeClientIp, parseTrustedProxies(trustedProxies)),
    },
  });
}

interface Attempt {
  path?: string;
  headers?: Record<string, string>;
  email?: string;
  password?: string;
}

function attempt(
  server: ReturnType<typeof serverWith>,
  peer: string,
  {
    path = PATH_VARIANTS[0]!,
    headers = {},
    email = TEST_EDITORS.optician.email,
    password = 'wrong-password',
  }: Attempt = {},
) {
  return server.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );
}

let strangers = 0;
const strangerEmail = () => `guess-${++strangers}@optik.test`;

describe('one client per socket without trusted proxies', () => {
  it('gets 3 password checks whatever path spelling it uses', async () => {
    const server = serverWith('');
    const statuses: number[] = [];
    for (const path of PATH_VARIANTS)
      statuses.push((await attempt(server, '203.0.113.10', { path, email: strangerEmail() })).status);
    // 401: a password was checked. Every other answer checked none (429 limited, 404 no route).
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.every((status) => [401, 429, 404].includes(status))).toBe(true);
  });

  for (const peer of ['203.0.113.11', '127.0.0.1', '::1', '10.0.0.5', '192.168.1.20']) {
    it(`gets 3 password checks from ${peer} whatever forwarding headers it makes up`, async () => {
      const server = serverWith('');
      let checks = 0;
      for (const headers of [...headerVariants(), ...headerVariants()]) {
        const res = await attempt(server, peer, { headers, email: strangerEmail() });
        if (res.status === 401) checks += 1;
        else expect(res.status).toBe(429);
      }
      expect(checks).toBe(3);
    });
  }
});

describe('behind a trusted proxy', () => {
  it('counts each forwarded client, and a client cannot choose its own with other headers', async () => {
    const server = serverWith('127.0.0.1');
    const client = freshAddress();
    let checks = 0;
    for (const headers of headerVariants()) {
      // The proxy appends the address it saw; whatever else the client sent stays to the left.
      const forwarded = headers['x-forwarded-for'] ?? headers['X-Forwarded-For'];
      const res = await attempt(server, '127.0.0.1', {
        headers: { ...headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client },
        email: strangerEmail(),
      });
      if (res.status === 401) checks += 1;
    }
    expect(checks).toBe(3);
  });

  it('locks an account after 5 failed checks however many addresses guess', async () => {
    const server = serverWith('127.0.0.1');
    const email = strangerEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await attempt(server, '127.0.0.1', {
        headers: { 'x-forwarded-for': freshAddress() },
        email,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('checks at most 5 passwords of an account in a parallel burst', async () => {
    const server = serverWith('127.0.0.1');
    const email = strangerEmail();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        attempt(server, '127.0.0.1', { headers: { 'x-forwarded-for': freshAddress() }, email }),
      ),
    );
    expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(5);
  });
});

describe('the network sign-in of a site', () => {
  it('is handed the client address the app resolved (not one it would read again itself)', async () => {
    const seen: (string | null | undefined)[] = [];
    const network = {
      editorFromHeaders: async () => null,
      endSession: async () => {},
      handle: async (_request: Request, clientIp?: string | null) => {
        seen.push(clientIp);
        return new Response('{}', { status: 401 });
      },
    };
    const app = createApp({
      db: s.handle.db,
      services: {
        auth: siteScopedAuth(network, 'optik-alpha', { isMember: async () => false }),
        clientAddress: () => '203.0.113.77',
      },
    });
    await app.request('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '198.51.100.99' },
      body: JSON.stringify({ email: 'a@optik.test', password: 'x' }),
    });
    expect(seen).toEqual(['203.0.113.77']);
  });
});
