/**
 * /api/v1/submissions: signed-in editors list form submissions (contact requests, sponsor
 * bookings; newest first, with the delivery status of their e-mails and the booked items) and
 * export them as CSV for Excel (UTF-8 with BOM, semicolons as Swiss Excel expects, cells quoted
 * when needed and defused against formula injection). Visitors get 401.
 */
import { desc, eq, sql, count } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { outbox, sponsorBookings, submissions } from '../../db/schema.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { civilDateIn } from '../../src/lib/civil-date.ts';
import { submissionsTable } from '../../src/lib/api/submissions-columns.ts';
import {
  DEFAULT_LIST_LIMIT,
  SubmissionsCsvQuerySchema,
  SubmissionsQuerySchema,
  type SubmissionEntry,
  type SubmissionKind,
  type SubmissionMail,
} from '../../src/lib/api/submissions.ts';
import { requireEditor } from '../auth/require-editor.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';

/** The CSV delimiter: Excel with Swiss (and most European) regional settings splits on ';'. */
export const CSV_DELIMITER = ';';

/**
 * One CSV cell. A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a CR) gets a leading apostrophe; a cell with the delimiter, a quote, a line break or outer
 * spaces is quoted, its quotes doubled.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // "\"'=HYPERLINK(\"\"x\"\")\""
 */
export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[";,\r\n]|^\s|\s$/u.test(defused) ? `"${defused.replace(/"/gu, '""')}"` : defused;
}

/** A whole CSV file: byte order mark (Excel reads UTF-8 then), CRLF line ends. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(CSV_DELIMITER)).join('\r\n')}\r\n`;
}

/** Submissions of one kind, newest first (insertion order breaks ties), with mails and items. */
export async function listSubmissions(
  db: Db,
  kind: SubmissionKind,
  limit?: number,
): Promise<{ total: number; submissions: SubmissionEntry[] }> {
  const query = db
    .select()
    .from(submissions)
    .where(eq(submissions.kind, kind))
    .orderBy(desc(submissions.createdAt), desc(sql`${submissions}.rowid`));
  const [rows, [counted], mails, bookings] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ total: count() }).from(submissions).where(eq(submissions.kind, kind)),
    db
      .select({
        submissionId: outbox.submissionId,
        purpose: outbox.purpose,
        recipient: outbox.recipient,
        status: outbox.status,
        attempts: outbox.attempts,
        deliveredAt: outbox.deliveredAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
      .where(eq(submissions.kind, kind))
      .orderBy(outbox.purpose),
    kind === 'sponsor'
      ? db
          .select({ submissionId: sponsorBookings.submissionId, itemKey: sponsorBookings.itemKey })
          .from(sponsorBookings)
      : Promise.resolve([]),
  ]);
  const mailsOf = new Map<string, SubmissionMail[]>();
  for (const { submissionId, ...mail } of mails) {
    mailsOf.set(submissionId, [...(mailsOf.get(submissionId) ?? []), mail]);
  }
  const itemsOf = new Map<string, string[]>();
  for (const { submissionId, itemKey } of bookings) {
    itemsOf.set(submissionId, [...(itemsOf.get(submissionId) ?? []), itemKey]);
  }
  return {
    total: counted?.total ?? 0,
    submissions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt,
      locale: row.locale,
      payload: row.payload,
      mails: mailsOf.get(row.id) ?? [],
      items: itemsOf.get(row.id) ?? [],
    })),
  };
}

const CSV_NAMES: Record<SubmissionKind, string> = { contact: 'kontaktanfragen', sponsor: 'sponsoring' };

export const submissionsRoutes = new Hono<AppEnv>()
  .use(requireEditor)
  .use(async (c, next) => {
    await next();
    // Personal data: never kept by a browser or proxy cache.
    c.header('Cache-Control', 'no-store');
  })
  .get('/', validate('query', SubmissionsQuerySchema), async (c) => {
    const { kind, limit } = c.req.valid('query');
    const data = await listSubmissions(c.var.db, kind, limit ?? DEFAULT_LIST_LIMIT);
    return c.json({ success: true as const, data: { kind, ...data } });
  })
  .get('/export.csv', validate('query', SubmissionsCsvQuerySchema), async (c) => {
    const { kind, lang } = c.req.valid('query');
    const { submissions: entries } = await listSubmissions(c.var.db, kind);
    const csv = csvText(submissionsTable(kind, entries, lang, editorDictionary(lang)));
    const day = civilDateIn(c.var.services.now());
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lunette-${CSV_NAMES[kind]}-${day}.csv"`,
    });
  });
