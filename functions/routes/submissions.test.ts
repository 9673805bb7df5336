/**
 * GET /api/v1/submissions and its CSV export over a fresh seeded libSQL file, signed in through
 * the real auth service: 401 for visitors, newest first with mail status and booked items, and
 * a CSV that Excel opens (BOM, semicolons, quoting) and cannot be tricked into formulas by.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sponsorBookings } from '../../db/schema.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { formatCivilDay, formatSubmittedAt } from '../../src/lib/api/submissions-columns.ts';
import { SubmissionsResponseSchema } from '../../src/lib/api/submissions.ts';
import * as v from 'valibot';
import { createApp } from '../app.ts';
import { signInForTest, TEST_EDITORS, withTestEditors } from '../auth/testing.ts';
import { storeSubmission, type OutgoingMail } from '../services/outbox.ts';
import { freshDb, type TestDb } from './editor/test-support.ts';
import { CSV_DELIMITER, csvCell, csvText } from './submissions.ts';

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
let cookie: string;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));
const mails = (visitor: string): OutgoingMail[] => [
  {
    purpose: 'notification',
    language: 'de',
    to: 'termine@optik-sonnenberg.ch',
    subject: 'Neue Anfrage',
    text: '…',
  },
  { purpose: 'confirmation', language: 'en', to: visitor, subject: 'Ihre Anfrage', text: '…' },
];

async function contact(vorname: string, minute: number, extra: Record<string, unknown> = {}) {
  return storeSubmission(
    testDb.db,
    {
      kind: 'contact',
      payload: {
        anrede: 'frau',
        vorname,
        nachname: 'Muster',
        email: `${vorname.toLowerCase()}@example.ch`,
        telefon: '052 212 34 56',
        themes: ['glassDetermination', 'healthCheck'],
        existingCustomer: 'ja',
        bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
        bevorzugteUhrzeit: '14:30',
        groupId: 'group-contact-form',
        ...extra,
      },
      locale: 'de',
      clientAddress: '10.0.0.1',
      mails: mails(`${vorname.toLowerCase()}@example.ch`),
    },
    undefined,
    at(minute),
  );
}

beforeAll(async () => {
  testDb = await freshDb();
  const { auth } = await withTestEditors(testDb.db);
  app = createApp({ db: testDb.db, services: { auth, now: () => new Date('2026-11-22T10:00:00Z') } });
  cookie = await signInForTest(app, TEST_EDITORS.optician.email, TEST_EDITORS.optician.password);

  await contact('Beat', 5);
  const latest = await contact('Carla', 30, {
    fragenAnmerkungen: 'Zeile 1; "Zitat"\nZeile 2',
    ort: '=HYPERLINK("http://evil.example","klick")',
  });
  await contact('Anna', 1);
  // Two at the same moment: the one stored later is newer.
  await contact('Dora', 20);
  await contact('Emil', 20);
  await testDb.db
    .update(outbox)
    .set({ status: 'delivered', attempts: 1, deliveredAt: at(31).toISOString() })
    .where(eq(outbox.submissionId, latest.id));
  await storeSubmission(
    testDb.db,
    {
      kind: 'sponsor',
      payload: {
        company: 'Zeiss Vision Care',
        contactName: 'Petra Linse',
        phone: '+41 44 123 45 67',
        email: 'petra@example.ch',
        stehlunch: true,
        numberOfPersons: 2,
        personsNames: 'Petra Linse\nMax Glas',
        aspectNumberOfPersons: 0,
        aspectPersonsNames: '',
        totalChf: 3100,
        groupId: 'group-sponsoring-form',
      },
      locale: 'en',
      clientAddress: null,
      mails: mails('petra@example.ch'),
    },
    async (tx, submissionId) => {
      await tx.insert(sponsorBookings).values({ submissionId, itemKey: 'stehlunch' });
    },
    at(10),
  );
});

afterAll(async () => {
  await testDb.close();
});

const get = (path: string, signedIn = true) =>
  app.request(`/api/v1/submissions${path}`, { headers: signedIn ? { cookie } : {} });

describe('csv cells', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('Sie sagte "Grüezi"')).toBe('"Sie sagte ""Grüezi"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell(' leading')).toBe('" leading"');
  });
  it('defuses formulas with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+41 44 123 45 67')).toBe("'+41 44 123 45 67");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
  it('writes a BOM, the delimiter and CRLF line ends', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c;', 'd'],
      ]),
    ).toBe(`\uFEFFa${CSV_DELIMITER}b\r\n"c;"${CSV_DELIMITER}d\r\n`);
  });
});

describe('GET /api/v1/submissions', () => {
  it('answers 401 without a session, for the list and the export', async () => {
    expect((await get('?kind=contact', false)).status).toBe(401);
    expect((await get('/export.csv?kind=contact', false)).status).toBe(401);
    expect(await (await get('?kind=contact', false)).json()).toMatchObject({
      success: false,
      error: { code: 'unauthorized' },
    });
  });

  it('refuses an unknown kind', async () => {
    expect((await get('?kind=newsletter')).status).toBe(400);
    expect((await get('')).status).toBe(400);
  });

  it('lists contact requests newest first with their mails, never cached', async () => {
    const res = await get('?kind=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = v.parse(SubmissionsResponseSchema, await res.json());
    expect(body.data.total).toBe(5);
    expect(body.data.submissions.map((s) => s.payload['vorname'])).toEqual([
      'Carla',
      'Emil',
      'Dora',
      'Beat',
      'Anna',
    ]);
    const [carla, emil] = body.data.submissions;
    expect(carla?.mails.map((m) => [m.purpose, m.status])).toEqual([
      ['confirmation', 'delivered'],
      ['notification', 'delivered'],
    ]);
    expect(emil?.mails.every((m) => m.status === 'pending')).toBe(true);
    expect(carla).toMatchObject({
      kind: 'contact',
      locale: 'de',
      createdAt: at(30).toISOString(),
      items: [],
    });
  });

  it('limits the list to the newest', async () => {
    const body = v.parse(SubmissionsResponseSchema, await (await get('?kind=contact&limit=2')).json());
    expect(body.data.submissions.map((s) => s.payload['vorname'])).toEqual(['Carla', 'Emil']);
    expect(body.data.total).toBe(5);
  });

  it('lists sponsor bookings with their booked items', async () => {
    const body = v.parse(SubmissionsResponseSchema, await (await get('?kind=sponsor')).json());
    expect(body.data.submissions).toHaveLength(1);
    expect(body.data.submissions[0]).toMatchObject({ kind: 'sponsor', items: ['stehlunch'], locale: 'en' });
  });
});

describe('GET /api/v1/submissions/export.csv', () => {
  it('downloads every contact request as a CSV file for Excel, newest first', async () => {
    const res = await get('/export.csv?kind=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="lunette-kontaktanfragen-2026-11-22.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const t = editorDictionary('de');
    const [header, first] = text.split('\r\n');
    expect(header?.split(CSV_DELIMITER).slice(0, 4)).toEqual([
      t.submissionsColDate,
      t.submissionsColLocale,
      t.submissionsFieldAnrede,
      t.submissionsFieldVorname,
    ]);
    expect(
      first?.startsWith(
        `${csvCell(formatSubmittedAt(at(30).toISOString(), 'de'))};de;${t.submissionsAnredeFrau};Carla;`,
      ),
    ).toBe(true);
    expect(text).toContain('"Zeile 1; ""Zitat""\nZeile 2"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""klick"")"`);
    expect(text).toContain(`${t.submissionsTopicGlassDetermination}, ${t.submissionsTopicHealthCheck}`);
    expect(text).toContain(formatCivilDay(`${new Date().getUTCFullYear() + 1}-12-03`, 'de'));
    expect(text).toContain(`${t.submissionsYes}`);
    expect(text).not.toContain('group-contact-form');
    const names = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(CSV_DELIMITER)[3]);
    expect(names).toEqual(['Carla', 'Emil', 'Dora', 'Beat', 'Anna']);
  });

  it('titles the columns in French on request and names the booked items', async () => {
    const res = await get('/export.csv?kind=sponsor&lang=fr');
    const text = (await res.text()).replace(/^\uFEFF/u, '');
    const t = editorDictionary('fr');
    expect(
      text.startsWith(`${t.submissionsColDate};${t.submissionsColLocale};${t.submissionsFieldCompany};`),
    ).toBe(true);
    expect(text).toContain(t.submissionsItemStehlunch);
    expect(text).toContain("'+41 44 123 45 67");
    expect(text).toContain('"Petra Linse\nMax Glas"');
    expect(res.headers.get('content-disposition')).toContain('lunette-sponsoring-');
  });
});
