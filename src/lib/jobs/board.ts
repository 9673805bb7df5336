/**
 * The pure rules of the jobs and marketplace blocks (visitor spec §2, §3, §4, §5, §9): dates and
 * the 'N/A' fallback, the work-quota text, CHF through Intl, which items show, the accordion's
 * one-open rule, the editor's plain text as rich text, and a job as schema.org JobPosting.
 */
import type { ItemKind, JobBranch, JobSnapshot, MarketplaceItemSnapshot, StaffMember } from '../api/jobs.ts';
import type { FieldContent, ProseMirrorNode } from '../api/items.ts';
import { intlLocale } from '../civil-date.ts';
import { DEFAULT_LOCALE, type FieldSnapshot, type Locale } from '../content.ts';
import { formatChf } from '../money.ts';
import { plainText } from '../richtext.ts';

/**
 * The language of what a shop types into a job or marketplace item (one text, not per locale):
 * the site's default. On a page of another locale its title is marked with this language, so a
 * screen reader reads "Augenoptiker:in" as German on an English page.
 */
export function itemTextLang(locale: Locale): Locale | undefined {
  return locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
}

/** Shown for a missing or unreadable date (visitor spec §5). */
export const MISSING_DATE = 'N/A';

/**
 * A stored timestamp as a date in the visitor's locale (day, month, year), or 'N/A'.
 *
 * @example
 * createdLabel('2026-11-02T09:00:00Z', 'de'); // "2.11.2026"
 * createdLabel(null, 'en'); // "N/A"
 */
export function createdLabel(created: string | null | undefined, locale: Locale): string {
  if (!created) return MISSING_DATE;
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'Europe/Zurich',
  }).format(date);
}

/** The work quota as typed ('80–100 %'), or the not-provided text when empty. */
export function quotaText(quota: string | null | undefined, notProvided: string): string {
  const text = quota?.trim();
  return text ? text : notProvided;
}

/** An item's cost in CHF as Intl writes it in the locale; null without a cost. */
export function costLabel(costChf: number | null | undefined, locale: Locale): string | null {
  return typeof costChf === 'number' && Number.isFinite(costChf) && costChf >= 0
    ? formatChf(costChf, locale)
    : null;
}

/** Only published entries (visitors never see drafts or archived ones). */
export function publishedOnly<T extends { status: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.status === 'published');
}

/** Which kinds the marketplace block lists (its options). */
export interface KindFilter {
  showFrames: boolean;
  showObjects: boolean;
  showJobs: boolean;
}

/** The published items of the chosen kinds, newest first (missing dates last). */
export function visibleItems(
  items: readonly MarketplaceItemSnapshot[],
  filter: KindFilter,
): MarketplaceItemSnapshot[] {
  const shown: Record<ItemKind, boolean> = {
    frame: filter.showFrames,
    object: filter.showObjects,
    job: filter.showJobs,
  };
  return newestFirst(publishedOnly(items).filter((item) => shown[item.kind]));
}

/** The published jobs of the chosen branches (none chosen: all), newest first. */
export function visibleJobs(jobs: readonly JobSnapshot[], branchIds: readonly string[]): JobSnapshot[] {
  const chosen = new Set(branchIds);
  return newestFirst(
    publishedOnly(jobs).filter((job) => chosen.size === 0 || (job.branch && chosen.has(job.branch.id))),
  );
}

function newestFirst<T extends { created: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const t = item.created ? new Date(item.created).getTime() : NaN;
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}

/**
 * The accordion rule (visitor spec §4): one item open at a time; clicking the open one closes it.
 *
 * @example
 * nextOpen(null, 'a'); // 'a'
 * nextOpen('a', 'a'); // null
 */
export function nextOpen(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** 'Vorname Nachname', or null. */
export function staffName(staff: StaffMember | null): string | null {
  if (!staff) return null;
  const name = `${staff.firstName} ${staff.lastName}`.trim();
  return name || null;
}

/** The branch's street line ('Marktgasse 12'). */
export function streetLine(branch: JobBranch): string {
  return `${branch.street} ${branch.streetNumber}`.trim();
}

/**
 * Plain multi-line text (the editor form) as a rich-text field content: paragraphs split at blank
 * lines, single line breaks kept as hard breaks, the same text in every locale.
 */
export function plainToContent(text: string): FieldContent | null {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  const doc: ProseMirrorNode = {
    type: 'doc',
    content: paragraphs.map((para) => ({
      type: 'paragraph',
      content: para
        .split('\n')
        .flatMap((line, i): ProseMirrorNode[] => [
          ...(i > 0 ? [{ type: 'hardbreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    })),
  };
  const value = { text: paragraphs.join('\n\n'), json: doc };
  return { kind: 'localized', values: { de: value, en: structuredClone(value) } };
}

/** The plain text of a stored description in a locale (the editor form shows it). */
export function contentToPlain(content: FieldContent | null, locale: Locale = 'de'): string {
  if (!content) return '';
  if (content.kind === 'single') return content.value === null ? '' : String(content.value);
  const value = content.values[locale] ?? content.values.de ?? content.values.en;
  if (!value) return '';
  return value.json ? docToPlain(value.json) : (value.text ?? '');
}

function docToPlain(doc: ProseMirrorNode): string {
  return (doc.content ?? []).map(blockToPlain).join('\n\n');
}

const LIST_TYPES = new Set(['bullet_list', 'ordered_list', 'bulletList', 'orderedList']);

/** One block as plain text: a list's items on lines of their own ("- " each). */
function blockToPlain(block: ProseMirrorNode): string {
  if (LIST_TYPES.has(block.type))
    return (block.content ?? []).map((item) => `- ${plainText(item)}`).join('\n');
  return (block.content ?? []).map((n) => (n.type === 'hardbreak' ? '\n' : plainText(n))).join('');
}

/** A description as a field the RichText renderer reads (never editable in place). */
export function descriptionField(ownerId: string, content: FieldContent | null): FieldSnapshot {
  return {
    id: `${ownerId}-description`,
    name: 'description',
    content,
    options: {},
    media: null,
    visible: true,
  };
}

type JsonLd = Record<string, unknown>;

/** The business that hires (site settings' business section). */
export interface HiringBusiness {
  name: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * A job as schema.org JobPosting: title, datePosted, description (plain text), the business as
 * hiringOrganization and the branch's address as jobLocation; the work quota as
 * employmentType FULL_TIME (100 %) or PART_TIME (below), OTHER without one; validThrough
 * JOB_POSTING_VALID_DAYS after posting.
 */
export function jobPostingJsonLd(
  job: JobSnapshot,
  business: HiringBusiness,
  siteUrl: string,
  locale: Locale,
): JsonLd {
  const description = job.description ? contentToPlain(job.description, locale) : '';
  const employment = employmentType(job.workQuota);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    ...(job.created && !Number.isNaN(new Date(job.created).getTime())
      ? { datePosted: job.created.slice(0, 10) }
      : {}),
    description: description || job.title,
    employmentType: employment ?? 'OTHER',
    ...(validThrough(job.created) ? { validThrough: validThrough(job.created) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: business.name ?? '',
      ...(siteUrl ? { sameAs: siteUrl } : {}),
      ...(business.email ? { email: business.email } : {}),
      ...(business.phone ? { telephone: business.phone } : {}),
    },
    ...(job.branch
      ? {
          jobLocation: {
            '@type': 'Place',
            name: job.branch.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: streetLine(job.branch),
              postalCode: job.branch.zip,
              addressLocality: job.branch.city,
              addressCountry: 'CH',
            },
          },
        }
      : {}),
  };
}

/**
 * How long a posting counts as open after it was posted: the shop renews it by posting again
 * (search engines drop postings without an end; ours end this many days after they were posted).
 */
export const JOB_POSTING_VALID_DAYS = 90;

/** The posting's end (ISO date), JOB_POSTING_VALID_DAYS after it was posted; null without a date. */
export function validThrough(created: string | null | undefined): string | null {
  const posted = created ? Date.parse(created) : NaN;
  if (Number.isNaN(posted)) return null;
  return new Date(posted + JOB_POSTING_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** FULL_TIME when the quota reaches 100 %, PART_TIME when it names less, else null. */
export function employmentType(quota: string | null): 'FULL_TIME' | 'PART_TIME' | null {
  const numbers = (quota ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  return Math.max(...numbers) >= 100 ? 'FULL_TIME' : 'PART_TIME';
}
