import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, submissions } from '../../../db/schema.ts';
import { hasMailDue, startOutboxSweep } from './outbox-sweep.ts';
import { ALPHA, BETA, createTestNetwork, type TestNetwork } from './test-network.ts';

let net: TestNetwork;
beforeAll(async () => {
  net = await createTestNetwork();
}, 60_000);
afterAll(async () => {
  await net.close();
});

describe('outbox sweep', () => {
  it('opens the sites that are not open and have mail due, and only those', async () => {
    const handle = await net.siteDb(BETA.id);
    try {
      await handle.db.insert(submissions).values({ id: 'sub-1', kind: 'contact', payload: {}, locale: 'de' });
      await handle.db.insert(outbox).values({
        id: 'mail-1',
        submissionId: 'sub-1',
        purpose: 'notification',
        recipient: 'info@optik-beta.test',
        subject: 'Anfrage',
        body: 'Hallo',
      });
    } finally {
      handle.client.close();
    }
    await net.sites.closeAll();
    const logs: string[] = [];
    const sweep = startOutboxSweep({ registry: net.registry, sites: net.sites, log: (m) => logs.push(m) });
    try {
      // The sweep started at once: it opened Beta, and Beta only.
      expect(await sweep.sweepOnce()).toBe(1);
      expect(net.sites.openSites()).toEqual([BETA.id]);
      expect(logs.join('\n')).toContain(`${BETA.id}: opened to deliver its waiting mail`);
      // Beta is open now: the next sweep opens nothing.
      expect(await sweep.sweepOnce()).toBe(0);
      expect(net.sites.openSites()).not.toContain(ALPHA.id);
    } finally {
      sweep.stop();
    }
    // Opening a site syncs the network's directory and starts its feeds: slow on a busy machine.
  }, 30_000);
});

describe('mail due', () => {
  it('counts mail claimed by a process that is gone as due at once, not mail of one that runs', async () => {
    const site = (await net.registry.listSites()).find((s) => s.id === ALPHA.id)!;
    const handle = await net.siteDb(ALPHA.id);
    const leaseUntil = new Date(Date.now() + 300_000).toISOString();
    try {
      await handle.db
        .insert(submissions)
        .values({ id: 'sub-lease', kind: 'contact', payload: {}, locale: 'de' });
      await handle.db.insert(outbox).values({
        id: 'mail-lease',
        submissionId: 'sub-lease',
        purpose: 'notification',
        recipient: 'info@optik-alpha.test',
        subject: 'Anfrage',
        body: 'Hallo',
        status: 'sending',
        nextAttemptAt: leaseUntil,
        leaseOwner: 'crashed-server',
      });
    } finally {
      handle.client.close();
    }
    const leases = { isGone: async (owner: string) => owner === 'crashed-server' };
    expect(await hasMailDue(site, new Date(), leases)).toBe(true);
    expect(await hasMailDue(site, new Date(), { isGone: async () => false })).toBe(false);
    // Without knowing holders, only the end of the lease makes it due.
    expect(await hasMailDue(site, new Date())).toBe(false);
  });
});
