/**
 * The network admins' view of the network (admins only; the network's sites come from the
 * `platform` service, which only the Node network server sets, so elsewhere both answer 404):
 * - GET /api/v1/platform/sites: every site with its hosts, status, last publish, schema version,
 *   mail waiting and storage (figures a server measures in the background)
 *   (401 without a session, 403 for an optician);
 * - GET /network: the same as a standalone server-rendered page in the admin's editor language
 *   (German or French, Swiss dates and sizes); anyone else is sent to the sign-in page.
 * Any site's host answers both: an admin's account is the network's.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { editorPreferences } from '../../db/schema.ts';
import { editorDictionary, format, type EditorLocale } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import type { NetworkSite } from '../../src/lib/api/platform.ts';
import { formatSubmittedAt, intlLocale } from '../../src/lib/api/submissions-columns.ts';
import { formatByteSize } from '../../src/lib/media/byte-size.ts';
import type { Editor } from '../auth/types.ts';
import type { DeadJob } from '../services/edge/jobs.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';

/** Where the page sends visitors who are not signed in as an admin. */
export const NETWORK_SIGN_IN_PATH = '/de/login';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The network's sites (404 on a server without them) and the signed-in editor, if any. */
async function networkAndEditor(c: Context<AppEnv>) {
  const platform = c.var.services.platform;
  if (!platform) return { platform: null, editor: null };
  return { platform, editor: await c.var.services.auth.editorFromHeaders(c.req.raw.headers) };
}

/** The editor language an editor chose in the settings panel (on this site), else German. */
async function editorLocaleOf(c: Context<AppEnv>, editor: Editor): Promise<EditorLocale> {
  const row = await c.var.db.query.editorPreferences.findFirst({
    where: eq(editorPreferences.userId, editor.id),
  });
  return row?.locale ?? 'de';
}

export interface NetworkPageOptions {
  sites: readonly NetworkSite[];
  /** Jobs that failed for good (absent where there is no queue: the section is left out). */
  failedJobs?: readonly DeadJob[];
  locale: EditorLocale;
  /** Scheme and port of the links to the sites' hosts, from the request ('http:', '4321'). */
  protocol: string;
  port: string;
}

/** The `/network` page: standalone HTML, no script, nothing from a build. */
export function networkPageHtml({ sites, failedJobs, locale, protocol, port }: NetworkPageOptions): string {
  const t = editorDictionary(locale);
  const number = new Intl.NumberFormat(intlLocale(locale));
  const total = sites.reduce((sum, site) => sum + site.storageBytes, 0);
  const link = (host: string) => {
    const href = `${protocol}//${host}${port ? `:${port}` : ''}/`;
    return `<a href="${escapeHtml(href)}">${escapeHtml(host)}</a>`;
  };
  const rows = sites
    .map((site) => {
      const status = site.status === 'active' ? t.networkStatusActive : t.networkStatusDisabled;
      const published = site.lastPublishAt
        ? `<time datetime="${escapeHtml(site.lastPublishAt)}">${escapeHtml(formatSubmittedAt(site.lastPublishAt, locale))}</time>`
        : escapeHtml(t.networkNeverPublished);
      const schema = site.schemaVersion == null ? t.networkUnknown : number.format(site.schemaVersion);
      const mail =
        site.mailWaiting == null
          ? t.networkUnknown
          : number.format(site.mailWaiting) +
            (site.mailFailed
              ? ` (${format(t.networkMailFailed, { count: number.format(site.mailFailed) })})`
              : '');
      return `<tr data-site="${escapeHtml(site.id)}"><th scope="row">${escapeHtml(site.name)}<small>${escapeHtml(site.id)}${site.isDefault ? ` · ${escapeHtml(t.networkDefaultSite)}` : ''}</small></th><td>${site.hosts.map(link).join('<br>')}</td><td class="${site.status}">${escapeHtml(status)}</td><td>${published}</td><td class="num" data-column="schema">${escapeHtml(schema)}</td><td class="num" data-column="mail">${escapeHtml(mail)}</td><td class="num">${escapeHtml(formatByteSize(site.storageBytes, intlLocale(locale)))}</td></tr>`;
    })
    .join('');
  const summary = format(t.networkSummary, {
    count: new Intl.NumberFormat(intlLocale(locale)).format(sites.length),
    storage: formatByteSize(total, intlLocale(locale)),
  });
  const table =
    sites.length === 0
      ? `<p>${escapeHtml(t.networkEmpty)}</p>`
      : `<table><thead><tr><th scope="col">${escapeHtml(t.networkColumnSite)}</th><th scope="col">${escapeHtml(t.networkColumnHosts)}</th><th scope="col">${escapeHtml(t.networkColumnStatus)}</th><th scope="col">${escapeHtml(t.networkColumnLastPublish)}</th><th scope="col" class="num">${escapeHtml(t.networkColumnSchema)}</th><th scope="col" class="num">${escapeHtml(t.networkColumnMail)}</th><th scope="col" class="num">${escapeHtml(t.networkColumnStorage)}</th></tr></thead><tbody>${rows}</tbody></table>`;
  const jobs = failedJobs ? failedJobsSection(failedJobs, sites, locale) : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t.networkTitle)} – Lunette</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#f6f5f2;color:#1d1d1b}main{max-width:64rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}table{width:100%;border-collapse:collapse;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}th,td{text-align:left;vertical-align:top;padding:.6rem .75rem;border-bottom:1px solid #e4e2dc}thead th{font-size:.85rem;color:#55534d}th small{display:block;font-weight:normal;color:#55534d}.num{text-align:right;white-space:nowrap}.disabled{color:#a12a1a}a{color:#1d4f91}</style></head><body><main><h1>${escapeHtml(t.networkTitle)}</h1><p>${escapeHtml(t.networkIntro)}</p><p>${escapeHtml(summary)}</p>${table}${jobs}</main></body></html>`;
}

/** The failed jobs: what, for which site, how often tried, when given up. */
function failedJobsSection(
  jobs: readonly DeadJob[],
  sites: readonly NetworkSite[],
  locale: EditorLocale,
): string {
  const t = editorDictionary(locale);
  const name = (id: string | null) => sites.find((site) => site.id === id)?.name ?? id ?? '–';
  const rows = jobs
    .map(
      (job) =>
        `<tr data-job="${escapeHtml(job.id)}"><th scope="row">${escapeHtml(name(job.siteId))}</th><td>${escapeHtml(job.type === 'warm' ? t.networkJobWarm : t.networkJobUnknown)}</td><td class="num">${escapeHtml(new Intl.NumberFormat(intlLocale(locale)).format(job.attempts))}</td><td><time datetime="${escapeHtml(job.at)}">${escapeHtml(formatSubmittedAt(job.at, locale))}</time></td></tr>`,
    )
    .join('');
  const body =
    jobs.length === 0
      ? `<p>${escapeHtml(t.networkNoFailedJobs)}</p>`
      : `<table><thead><tr><th scope="col">${escapeHtml(t.networkColumnSite)}</th><th scope="col">${escapeHtml(t.networkColumnJob)}</th><th scope="col" class="num">${escapeHtml(t.networkColumnTries)}</th><th scope="col">${escapeHtml(t.networkColumnFailedAt)}</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<h2>${escapeHtml(t.networkFailedJobsTitle)}</h2><p>${escapeHtml(t.networkFailedJobsIntro)}</p>${body}`;
}

// Who runs which site is never kept by a browser or proxy cache (set per route: this sub-app is
// mounted at the root, so a middleware here would reach every other route too).
export const platformRoutes = new Hono<AppEnv>()
  .get(`${API_PREFIX}/platform/sites`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const { platform, editor } = await networkAndEditor(c);
    if (!platform) throw new ApiError(404, 'not_found');
    if (!editor) throw new ApiError(401, 'unauthorized');
    if (editor.role !== 'admin') throw new ApiError(403, 'forbidden');
    return c.json({ success: true as const, data: { sites: await platform.listSites() } });
  })
  .get('/network', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { platform, editor } = await networkAndEditor(c);
    if (!platform) return c.notFound();
    if (editor?.role !== 'admin') return c.redirect(NETWORK_SIGN_IN_PATH, 302);
    const [sites, locale, failedJobs] = await Promise.all([
      platform.listSites(),
      editorLocaleOf(c, editor),
      platform.failedJobs?.(),
    ]);
    const url = new URL(c.req.url);
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(
      networkPageHtml({
        sites,
        locale,
        protocol: url.protocol,
        port: url.port,
        ...(failedJobs ? { failedJobs } : {}),
      }),
    );
  });
