import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSubmittedAt } from '../api/submissions-columns.ts';
import type { NetworkSite } from '../api/platform.ts';
import { formatByteSize } from '../media/byte-size.ts';
import {
  localSiteUrl,
  removalRefusal,
  serverPort,
  siteCommand,
  siteOrigin,
  siteListTable,
  splitStreet,
  textTable,
  type SiteCommandResult,
} from './site-cli.ts';

const errorOf = (result: SiteCommandResult) => (result.ok ? null : result.error);

describe('site CLI commands', () => {
  it('makes the id from the name and defaults to the demo template in Zurich', () => {
    expect(siteCommand(['create'], { name: 'Optik Alpenblick', host: ['alpenblick.localhost'] })).toEqual({
      ok: true,
      command: {
        kind: 'create',
        id: 'optik-alpenblick',
        hosts: ['alpenblick.localhost'],
        template: 'demo',
        canton: 'ZH',
        business: { name: 'Optik Alpenblick' },
      },
    });
  });

  it('takes the id, template, canton, several hosts and the business details', () => {
    const result = siteCommand(['create'], {
      name: '  Optik   Alpenblick ',
      id: 'alpenblick',
      host: ['alpenblick.localhost', 'WWW.Alpenblick.CH'],
      template: 'blank',
      canton: 'be',
      street: 'Bahnhofstrasse 5a',
      zip: '3011',
      city: 'Bern',
      phone: '+41 31 123 45 67',
      email: 'info@alpenblick.ch',
    });
    expect(result).toEqual({
      ok: true,
      command: {
        kind: 'create',
        id: 'alpenblick',
        hosts: ['alpenblick.localhost', 'www.alpenblick.ch'],
        template: 'blank',
        canton: 'BE',
        business: {
          name: 'Optik Alpenblick',
          street: 'Bahnhofstrasse',
          streetNumber: '5a',
          zip: '3011',
          city: 'Bern',
          phone: '+41 31 123 45 67',
          email: 'info@alpenblick.ch',
        },
      },
    });
  });

  it.each([
    [['create'], { host: ['a.localhost'] }, /--name/u],
    [['create'], { name: 'Optik X' }, /--host/u],
    [['create'], { name: '!!!', host: ['a.localhost'] }, /--id/u],
    [['create'], { name: 'X', id: 'Bad_Id', host: ['a.localhost'] }, /not a valid site id/u],
    [['create'], { name: 'X', host: ['localhost'] }, /default site/u],
    [['create'], { name: 'X', host: ['a.localhost:4321'] }, /not a hostname/u],
    [['create'], { name: 'X', host: ['bad host'] }, /not a hostname/u],
    [['create'], { name: 'X', host: ['a.localhost', 'A.localhost'] }, /given twice/u],
    [['create'], { name: 'X', host: ['a.localhost'], template: 'fancy' }, /unknown template/u],
    [['create'], { name: 'X', host: ['a.localhost'], canton: 'XY' }, /unknown canton/u],
    [['create'], { name: 'X', host: ['a.localhost'], zip: '80' }, /postcode/u],
    [['create'], { name: 'X', host: ['a.localhost'], email: 'nope' }, /e-mail/u],
    [['create', 'extra'], { name: 'X', host: ['a.localhost'] }, /unexpected argument: extra/u],
    [['disable'], {}, /missing <id>/u],
    [['enable', 'a', 'b'], {}, /unexpected argument: b/u],
    [['remove', 'Not An Id'], {}, /not a valid site id/u],
    [['remove', 'optik-seeblick'], { yes: true }, /--yes is not supported/u],
    [['member', 'add', 'optik-seeblick'], {}, /missing <email>/u],
    [['member', 'remove', 'x', 'y'], {}, /member add/u],
    [['member', 'add', 'optik-seeblick', 'nope'], {}, /e-mail/u],
    [['account', 'create'], { name: 'Anna' }, /--email/u],
    [['account', 'create'], { email: 'anna@example.ch' }, /--name/u],
    [['account', 'create'], { email: 'anna@example.ch', name: 'Anna', role: 'owner' }, /unknown role/u],
    [['account', 'create'], { email: 'anna@example.ch', name: 'Anna', site: 'X Y' }, /site id/u],
    [['account', 'delete'], {}, /account create/u],
    [['frobnicate'], {}, /unknown command: frobnicate/u],
  ])('refuses %j %j with a reason', (positionals, values, reason) => {
    expect(errorOf(siteCommand(positionals, values))).toMatch(reason);
  });

  it('reads the small commands', () => {
    expect(siteCommand([], {})).toEqual({ ok: true, command: { kind: 'help' } });
    expect(siteCommand(['list'], { help: true })).toEqual({ ok: true, command: { kind: 'help' } });
    expect(siteCommand(['list'], {})).toEqual({ ok: true, command: { kind: 'list' } });
    expect(siteCommand(['disable', 'optik-seeblick'], {})).toEqual({
      ok: true,
      command: { kind: 'disable', id: 'optik-seeblick' },
    });
    expect(siteCommand(['remove', 'optik-seeblick'], {})).toEqual({
      ok: true,
      command: { kind: 'remove', id: 'optik-seeblick' },
    });
    expect(siteCommand(['member', 'add', 'optik-seeblick', 'Anna@Example.ch'], {})).toEqual({
      ok: true,
      command: { kind: 'member-add', siteId: 'optik-seeblick', email: 'anna@example.ch' },
    });
    expect(
      siteCommand(['account', 'create'], {
        email: 'anna@example.ch',
        name: 'Anna Muster',
        site: 'optik-seeblick',
      }),
    ).toEqual({
      ok: true,
      command: {
        kind: 'account-create',
        email: 'anna@example.ch',
        name: 'Anna Muster',
        role: 'optician',
        siteId: 'optik-seeblick',
      },
    });
  });

  it('never accepts a create whose id or hosts the registry would refuse', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 }),
        (name, hosts) => {
          const result = siteCommand(['create'], { name, host: hosts });
          if (!result.ok || result.command.kind !== 'create') return;
          expect(result.command.id).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/u);
          for (const host of result.command.hosts) expect(host).toMatch(/^[a-z0-9.-]+$/u);
        },
      ),
    );
  });
});

describe('site CLI helpers', () => {
  it('splits a house number off the street', () => {
    expect(splitStreet('Weggisgasse 12')).toEqual({ street: 'Weggisgasse', streetNumber: '12' });
    expect(splitStreet(' Rue du Lac  3-5 ')).toEqual({ street: 'Rue du Lac', streetNumber: '3-5' });
    expect(splitStreet('Marktplatz')).toEqual({ street: 'Marktplatz' });
  });

  it('reads migrate with --site or --all, never both or neither', () => {
    expect(siteCommand(['migrate'], { all: true })).toEqual({
      ok: true,
      command: { kind: 'migrate', only: undefined },
    });
    expect(siteCommand(['migrate'], { site: 'optik-seeblick' })).toEqual({
      ok: true,
      command: { kind: 'migrate', only: 'optik-seeblick' },
    });
    expect(errorOf(siteCommand(['migrate'], {}))).toBe('migrate needs --site <id> or --all');
    expect(errorOf(siteCommand(['migrate'], { all: true, site: 'a' }))).toBe(
      'migrate: give --site <id> or --all, not both',
    );
    expect(errorOf(siteCommand(['migrate'], { site: 'Optik!' }))).toBe('not a valid site id: Optik!');
  });

  it('reads export and import with their operands and options', () => {
    expect(siteCommand(['export', 'optik-seeblick', 'backup.tar.gz'], {})).toEqual({
      ok: true,
      command: { kind: 'export', id: 'optik-seeblick', file: 'backup.tar.gz' },
    });
    expect(errorOf(siteCommand(['export', 'optik-seeblick'], {}))).toBe('export: missing <file>');
    expect(errorOf(siteCommand(['export', 'Optik!', 'x.tar.gz'], {}))).toBe('not a valid site id: Optik!');
    expect(siteCommand(['import', 'backup.tar.gz'], {})).toEqual({
      ok: true,
      command: { kind: 'import', file: 'backup.tar.gz', as: null, hosts: [] },
    });
    expect(
      siteCommand(['import', 'backup.tar.gz'], { as: 'optik-neu', host: ['Neu.localhost', 'www.neu.ch'] }),
    ).toEqual({
      ok: true,
      command: {
        kind: 'import',
        file: 'backup.tar.gz',
        as: 'optik-neu',
        hosts: ['neu.localhost', 'www.neu.ch'],
      },
    });
    expect(errorOf(siteCommand(['import'], {}))).toBe('import: missing <file>');
    expect(errorOf(siteCommand(['import', 'x'], { as: 'No Id' }))).toBe('not a valid site id: No Id');
    expect(errorOf(siteCommand(['import', 'x'], { host: ['a.localhost', 'a.localhost'] }))).toBe(
      'the host a.localhost is given twice',
    );
  });

  it('names the origin the server answers on: its PORT, or HTTPS without a port', () => {
    expect(serverPort('8080')).toBe(8080);
    expect(serverPort(undefined)).toBe(4321);
    expect(serverPort('')).toBe(4321);
    expect(serverPort('http')).toBe(4321);
    expect(siteOrigin('alpenblick.localhost', { port: 8080 })).toBe('http://alpenblick.localhost:8080/');
    expect(siteOrigin('optik-alpenblick.ch', { port: 8080, publicSiteUrl: 'https://lunette.ch' })).toBe(
      'https://optik-alpenblick.ch/',
    );
  });

  it('writes local URLs', () => {
    expect(localSiteUrl('alpenblick.localhost', 4321)).toBe('http://alpenblick.localhost:4321/');
    expect(localSiteUrl('alpenblick.localhost', 80)).toBe('http://alpenblick.localhost/');
  });

  it('removes only when both answers are the id', () => {
    expect(removalRefusal('optik-seeblick', ['optik-seeblick', ' optik-seeblick '])).toBeNull();
    expect(removalRefusal('optik-seeblick', ['optik-seeblick', 'optik-sonnenberg'])).toMatch(
      /"optik-sonnenberg" is not optik-seeblick; nothing was removed/u,
    );
    expect(removalRefusal('optik-seeblick', ['yes', 'optik-seeblick'])).toMatch(/aborted/u);
    expect(removalRefusal('optik-seeblick', ['optik-seeblick'])).toMatch(/no second answer/u);
    expect(removalRefusal('optik-seeblick', [])).toMatch(/no answer/u);
  });

  it('pads columns', () => {
    expect(
      textTable([
        ['ID', 'NAME'],
        ['optik-seeblick', 'Optik Seeblick'],
      ]),
    ).toBe('ID              NAME\noptik-seeblick  Optik Seeblick');
  });

  it('lists sites with Swiss dates and sizes', () => {
    const site: NetworkSite = {
      id: 'optik-seeblick',
      name: 'Optik Seeblick',
      status: 'disabled',
      isDefault: false,
      hosts: ['optik-seeblick.localhost', 'www.seeblick.ch'],
      primaryHost: 'optik-seeblick.localhost',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastPublishAt: '2026-11-22T10:00:00.000Z',
      storageBytes: 1536 * 1024,
    };
    const table = siteListTable([
      site,
      { ...site, id: 'x', isDefault: true, status: 'active', lastPublishAt: null },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^ID +NAME +STATUS +HOSTS +LAST PUBLISH +STORAGE$/u);
    expect(lines[1]).toContain('disabled');
    expect(lines[1]).toContain('optik-seeblick.localhost, www.seeblick.ch');
    expect(lines[1]).toContain(formatSubmittedAt(site.lastPublishAt ?? '', 'de'));
    expect(lines[1]?.endsWith(formatByteSize(site.storageBytes, 'de-CH'))).toBe(true);
    expect(lines[2]).toContain('active (default)');
    expect(lines[2]).toContain('never');
    expect(siteListTable([])).toBe('no sites');
  });
});
