/**
 * /dev/mail, the developer's mailbox of the local default: the newest .eml files the outbox
 * wrote (newest first) with sender, recipient, subject, date (Swiss format) and body. Mounted by
 * functions/node.ts only in development (not with NODE_ENV=production, not with SMTP_URL), and
 * answered only to requests from this machine (loopback), since it shows visitors' data.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { editorDictionary, format, type EditorLocale } from '../../../src/i18n/editor.ts';
import { BUSINESS_TIME_ZONE } from '../../../src/lib/civil-date.ts';
import { parseEml, type ParsedEml } from './eml.ts';

/** How many messages the page lists. */
export const DEV_MAIL_LIMIT = 50;

/** One message file, parsed, with the time it was sent. */
export interface StoredMail extends ParsedEml {
  file: string;
  sentAt: Date;
}

/** The newest `limit` messages of `dir` (newest first); an empty list when the folder is missing. */
export async function readRecentMails(dir: string, limit = DEV_MAIL_LIMIT): Promise<StoredMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (file): Promise<StoredMail | null> => {
      try {
        const path = join(dir, file);
        const [raw, info] = await Promise.all([readFile(path, 'latin1'), stat(path)]);
        const parsed = parseEml(raw);
        const dated = new Date(parsed.date);
        return { ...parsed, file, sentAt: Number.isNaN(dated.getTime()) ? info.mtime : dated };
      } catch {
        return null; // removed while listing
      }
    }),
  );
  return mails
    .filter((m): m is StoredMail => m !== null)
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.file.localeCompare(a.file))
    .slice(0, limit);
}

/** The page's language: French when asked for (?lang=fr or Accept-Language), else German. */
function pageLocale(query: string | undefined, accept: string | undefined): EditorLocale {
  if (query === 'fr' || query === 'de') return query;
  return /^\s*fr\b/iu.test(accept ?? '') ? 'fr' : 'de';
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d232b;background:#f5f6f8}
main{max-width:52rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;margin:0 0 .5rem}
article{background:#fff;border:1px solid #d5dae1;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0 0 .75rem;color:#3c4654}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0;padding-top:.75rem;border-top:1px solid #e4e7ec}
`;

/**
 * The /dev/mail sub-app over the .eml folder `dir`.
 *
 * @example
 * app.route('/dev/mail', devMailRoutes({ dir: 'data/outbox' }));
 */
export function devMailRoutes({ dir }: { dir: string }) {
  return new Hono().get('/', async (c) => {
    const locale = pageLocale(c.req.query('lang'), c.req.header('accept-language'));
    const t = editorDictionary(locale);
    const mails = await readRecentMails(dir);
    const when = new Intl.DateTimeFormat(`${locale}-CH`, {
      dateStyle: 'full',
      timeStyle: 'medium',
      timeZone: BUSINESS_TIME_ZONE,
    });
    const page = html`<!doctype html>
      <html lang="${locale}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <title>${t.devMailTitle}</title>
          <style>
            ${raw(STYLE)}
          </style>
        </head>
        <body>
          <main>
            <h1>${t.devMailTitle}</h1>
            <p>${format(t.devMailIntro, { dir, count: DEV_MAIL_LIMIT })}</p>
            ${mails.length === 0 ? html`<p>${t.devMailEmpty}</p>` : ''}
            ${mails.map(
              (mail) =>
                html`<article data-message-id="${mail.messageId}">
                  <h2>${mail.subject}</h2>
                  <dl>
                    <dt>${t.devMailTo}</dt>
                    <dd>${mail.to}</dd>
                    <dt>${t.devMailFrom}</dt>
                    <dd>${mail.from}</dd>
                    ${
                      mail.replyTo
                        ? html`<dt>${t.devMailReplyTo}</dt>
                            <dd>${mail.replyTo}</dd>`
                        : ''
                    }
                    <dt>${t.devMailDate}</dt>
                    <dd><time datetime="${mail.sentAt.toISOString()}">${when.format(mail.sentAt)}</time></dd>
                    <dt>${t.devMailFile}</dt>
                    <dd>${mail.file}</dd>
                  </dl>
                  <pre>${mail.text}</pre>
                </article>`,
            )}
          </main>
        </body>
      </html>`;
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(page);
  });
}
