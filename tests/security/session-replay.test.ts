/**
 * Sessions that must not work: a session token after its sign-out, a forged or altered token, and a
 * session of one site of the network carried to another site's host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALPHA,
  BETA,
  createTestNetwork,
  type TestNetwork,
} from '../../functions/services/platform/test-network.ts';
import { ORIGIN, openSecurityApp, type SecurityApp } from './support.ts';

let s: SecurityApp;
beforeAll(async () => {
  s = await openSecurityApp('session');
});
afterAll(async () => {
  await s.close();
});

/** An editor-only read: 200 for an editor, 401 for anyone else. */
const EDITOR_READ = '/api/v1/page/list';

const editorRead = (app: SecurityApp['app'], cookie: string) =>
  app.request(EDITOR_READ, { headers: { cookie } });

describe('a signed-out session', () => {
  it('is refused when replayed, on reads and writes, and get-session knows no one', async () => {
    const cookie = await s.signInAdmin();
    expect((await editorRead(s.app, cookie)).status).toBe(200);
    const out = await s.app.request('/api/v1/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await editorRead(s.app, cookie)).status).toBe(401);
    const write = await s.app.request('/api/v1/settings/editorLocale', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ editorLocale: 'fr' }),
    });
    expect(write.status).toBe(401);
    const session = await s.app.request('/api/v1/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toBeNull();
  });

  it('is refused when its token is altered or made up', async () => {
    const cookie = await s.signInAdmin();
    const token = /lunette\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    const [value = '', signature = ''] = decodeURIComponent(token).split('.');
    const forged = [
      `lunette.session_token=${encodeURIComponent(`${value}x.${signature}`)}`,
      `lunette.session_token=${encodeURIComponent(`${value}.${signature.slice(1)}A`)}`,
      `lunette.session_token=${value}`,
      'lunette.session_token=',
      `lunette.session_token=${encodeURIComponent(`${'a'.repeat(32)}.${signature}`)}`,
    ];
    for (const fake of forged) expect((await editorRead(s.app, fake)).status, fake).toBe(401);
    expect((await editorRead(s.app, cookie)).status).toBe(200);
  });
});

describe('a session of another site of the network', () => {
  let network: TestNetwork;
  beforeAll(async () => {
    network = await createTestNetwork();
  });
  afterAll(async () => {
    await network.close();
  });

  it('is no editor on the other site, and cannot sign in there', async () => {
    const cookie = await network.signIn(ALPHA.host, 'alpha@optik.test');
    expect((await network.request(ALPHA.host, EDITOR_READ, { headers: { cookie } })).status).toBe(200);
    expect((await network.request(BETA.host, EDITOR_READ, { headers: { cookie } })).status).toBe(401);
    const write = await network.request(BETA.host, '/api/v1/settings/editorLocale', {
      method: 'POST',
      headers: { cookie, origin: `http://${BETA.host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ editorLocale: 'fr' }),
    });
    expect(write.status).toBe(401);
    await expect(network.signIn(BETA.host, 'alpha@optik.test')).rejects.toThrow(/403/);
  });
});
