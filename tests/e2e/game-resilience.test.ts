/**
 * Urban golf when things go wrong, on a phone against the real site, API and game rooms:
 * - a phone in the middle of a game opens a link to a game that does not exist: it says why the
 *   link did not work, and its running game is still there after a reload;
 * - the connection to the room silently stops (a TCP proxy on 127.0.0.1 between the phone and the
 *   room server stops forwarding, without closing anything): the heartbeat shows the offline
 *   notice, and once the proxy forwards again the phone reconnects, the notice goes and a tap made
 *   meanwhile reaches the room.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from '../../src/game/protocol.ts';
import { randomGameId } from '../../src/game/ids.ts';
import { gameTexts } from '../../src/i18n/visitor/game.ts';
import { launchPhones, PATHS, plus, waitForPath, waitForText, WAIT_MS, waitUntil } from './game-phones.ts';

const baseUrl = inject('baseUrl');
const { phone } = launchPhones();
const t = gameTexts.de;

/**
 * A TCP proxy to `port` that can stop forwarding (bytes either way are dropped, connections stay
 * open, new ones are accepted and go nowhere) and forward again.
 */
class StallingProxy {
  stalled = false;
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();

  constructor(targetPort: number) {
    this.#server = createServer((client) => {
      const upstream = connect(targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('data', (chunk) => void (this.stalled || upstream.write(chunk)));
      upstream.on('data', (chunk) => void (this.stalled || client.write(chunk)));
      client.on('end', () => upstream.end());
      upstream.on('end', () => client.end());
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.#server.listen(0, '127.0.0.1', () => {
        const address = this.#server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Creates a game on the phone's page with one player, Anna, and waits until the room has it. */
async function startGameWithAnna(page: Page): Promise<string> {
  await page.goto(`${baseUrl}${PATHS.de.start}`);
  await waitUntil(page, () => !document.querySelector<HTMLButtonElement>('.game__primary')?.disabled);
  await page.getByRole('button', { name: t.gameStartButton }).click();
  await waitForPath(page, PATHS.de.edit);
  const addField = page.getByLabel(t.gameAddPlayerLabel);
  await waitUntil(page, () => !document.querySelector<HTMLInputElement>('.game-add input')?.disabled);
  await addField.fill('Anna');
  await addField.press('Enter');
  await waitForText(page.locator('.game-player__name').nth(0), `Anna, ${t.gamePlayerEditHint}`);
  const gameId = (await page.evaluate(() => localStorage.getItem('currentGameId'))) ?? '';
  expect(gameId).toMatch(/^[\w-]+$/);
  // Confirmed by the room: nothing of this game waits in the queue.
  await waitUntil(page, () => Object.keys(localStorage).every((key) => !key.startsWith('gamePendingOps:')));
  return gameId;
}

describe('urban golf when a link or the connection fails (de)', () => {
  it('keeps the running game when a link names a game that does not exist, and says why', async () => {
    const context = await phone('de', 'none');
    const page = await context.newPage();
    const running = await startGameWithAnna(page);

    await page.goto(`${baseUrl}/de/game?id=${randomGameId()}`);
    await page.getByText(t.gameLinkNotFound).waitFor({ timeout: WAIT_MS });
    await page.getByText(t.gameLinkKeptRunning).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBe(running);

    await page.reload();
    await page.getByText(t.gameLinkNotFound).waitFor({ timeout: WAIT_MS });
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBe(running);
    await page.getByRole('link', { name: t.gameContinue }).click();
    await waitForPath(page, PATHS.de.play);
    await page.locator('.score-row', { hasText: 'Anna' }).waitFor({ timeout: WAIT_MS });
    expect(await page.evaluate(() => localStorage.getItem('currentGameId'))).toBe(running);
    await context.close();
  }, 120_000);

  describe('a connection that silently stops', () => {
    let proxy: StallingProxy;
    let proxyPort = 0;

    beforeAll(async () => {
      const config = (await (await fetch(`${baseUrl}/api/v1/game/config`)).json()) as {
        data: { partyHost: string };
      };
      proxy = new StallingProxy(Number(new URL(config.data.partyHost).port));
      proxyPort = await proxy.listen();
    });
    afterAll(async () => {
      await proxy.close();
    });

    it('shows the offline notice within the heartbeat, and recovers when the network does', async () => {
      // The phone reaches the rooms through the proxy, a port the site's CSP does not name (the
      // policy itself is tested in csp.test.ts).
      const context = await phone('de', 'none', undefined, { bypassCSP: true });
      await context.route('**/api/v1/game/config', (route) =>
        route.fulfill({ json: { success: true, data: { partyHost: `ws://127.0.0.1:${proxyPort}` } } }),
      );
      const page = await context.newPage();
      const gameId = await startGameWithAnna(page);
      await page.goto(`${baseUrl}${PATHS.de.play}`);
      const count = page.locator('.score-row', { hasText: 'Anna' }).locator('output');
      await waitForText(count, 'Anna: 0');
      const offline = page.getByText(t.gameOffline);
      expect(await offline.count()).toBe(0);

      proxy.stalled = true;
      await plus(page, 'de', 'Anna').click();
      await waitForText(count, 'Anna: 1'); // shown at once, queued
      // The heartbeat notices within its interval and timeout (plus the page's own slack).
      await offline.waitFor({ timeout: HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS + WAIT_MS });

      proxy.stalled = false;
      await offline.waitFor({ state: 'detached', timeout: 2 * WAIT_MS });
      // The tap made while the connection was dead reached the room.
      await waitUntil(page, () =>
        Object.keys(localStorage).every((key) => !key.startsWith('gamePendingOps:')),
      );
      const state = await page.evaluate(
        (id) =>
          JSON.parse(localStorage.getItem(`gameState:${id}`) ?? '{}') as { holes?: { score: number }[] },
        gameId,
      );
      expect(state.holes?.map((hole) => hole.score)).toEqual([1]);
      await context.close();
    }, 120_000);
  });
});
