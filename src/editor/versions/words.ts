/**
 * The history's and the scheduler's words: a version's summary as a sentence, who published it,
 * and dates in Zurich time in the editor's language (Intl, de-CH / fr-CH).
 */
import { format, type EditorDictionary, type EditorKey, type EditorLocale } from '../../i18n/editor.ts';
import type { ScheduleEntry, VersionEntry } from '../../lib/api/versions.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/civil-date.ts';
import { blockTypeLabel } from '../blocks/labels.ts';

const INTL: Record<EditorLocale, string> = { de: 'de-CH', fr: 'fr-CH' };

/** A UTC instant as a date and time on a Zurich clock, e.g. "28.11.2026, 14:05". */
export function zurichDateTime(iso: string, locale: EditorLocale): string {
  return new Intl.DateTimeFormat(INTL[locale], {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Who published a version, in words. */
export function publisherText(t: EditorDictionary, version: VersionEntry): string {
  const who = version.publishedBy.name || version.publishedBy.email;
  if (version.publishedBy.kind === 'scheduled')
    return who ? format(t.versionsByScheduled, { name: who }) : t.versionsByScheduledNobody;
  return format(t.versionsBy, { name: who || t.versionsByUnknown });
}

/** What a version changed, as short phrases ("1 Feld geändert (title)", ...). */
export function summaryPhrases(t: EditorDictionary, summary: VersionEntry['summary']): string[] {
  const phrases: string[] = [];
  if (summary.first) phrases.push(t.versionsSummaryFirst);
  if (summary.page.length)
    phrases.push(
      format(t.versionsSummaryPage, {
        names: summary.page.map((s) => t[`versionsPage_${s}` as EditorKey]).join(', '),
      }),
    );
  const counted = (
    part: { count: number; names: string[] },
    one: EditorKey,
    many: EditorKey,
    label: (name: string) => string,
  ) => {
    if (part.count === 0) return;
    const names = part.names.map(label).join(', ');
    phrases.push(format(t[part.count === 1 ? one : many], { count: String(part.count), names }));
  };
  const block = (type: string) => blockTypeLabel(t, type);
  counted(summary.fields, 'versionsSummaryField', 'versionsSummaryFields', (name) => name);
  counted(summary.blocksAdded, 'versionsSummaryAddedOne', 'versionsSummaryAdded', block);
  counted(summary.blocksRemoved, 'versionsSummaryRemovedOne', 'versionsSummaryRemoved', block);
  counted(summary.blocksMoved, 'versionsSummaryMovedOne', 'versionsSummaryMoved', block);
  counted(summary.optionsChanged, 'versionsSummaryOptionsOne', 'versionsSummaryOptions', block);
  if (phrases.length === 0) phrases.push(t.versionsSummaryNone);
  return phrases;
}

/** Why a scheduled publish failed, in words. */
export function failureText(t: EditorDictionary, entry: ScheduleEntry): string {
  return t[`scheduleFailure_${entry.failureReason ?? 'internal_error'}` as EditorKey];
}
