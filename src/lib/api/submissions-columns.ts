/**
 * How a submission reads for an editor, shared by the panel and the CSV export: the payload
 * fields in form order with their labels, values as text (lists joined, yes/no, dates in the
 * Swiss format of the editor language), booked sponsor items by name, and the mails' status.
 * Pure: no I/O, no DOM.
 */
import { format, type EditorDictionary, type EditorKey, type EditorLocale } from '../../i18n/editor.ts';
import { BUSINESS_TIME_ZONE } from '../civil-date.ts';
import type {
  MailPurpose,
  MailStatus,
  SubmissionEntry,
  SubmissionKind,
  SubmissionMail,
} from './submissions.ts';

/** The payload fields of each kind in the order of the form, with their labels. */
export const FIELD_LABELS: Readonly<Record<SubmissionKind, ReadonlyArray<readonly [string, EditorKey]>>> = {
  contact: [
    ['anrede', 'submissionsFieldAnrede'],
    ['vorname', 'submissionsFieldVorname'],
    ['nachname', 'submissionsFieldNachname'],
    ['dateOfBirth', 'submissionsFieldDateOfBirth'],
    ['strasse', 'submissionsFieldStrasse'],
    ['plz', 'submissionsFieldPlz'],
    ['ort', 'submissionsFieldOrt'],
    ['email', 'submissionsFieldEmail'],
    ['telefon', 'submissionsFieldTelefon'],
    ['existingCustomer', 'submissionsFieldExistingCustomer'],
    ['themes', 'submissionsFieldThemes'],
    ['bevorzugterTermin', 'submissionsFieldTermin'],
    ['bevorzugteUhrzeit', 'submissionsFieldUhrzeit'],
    ['fragenAnmerkungen', 'submissionsFieldFragen'],
    ['contactEmail', 'submissionsFieldContactEmail'],
  ],
  sponsor: [
    ['company', 'submissionsFieldCompany'],
    ['contactName', 'submissionsFieldContactName'],
    ['phone', 'submissionsFieldPhone'],
    ['email', 'submissionsFieldEmail'],
    ['items', 'submissionsFieldItems'],
    ['numberOfPersons', 'submissionsFieldNumberOfPersons'],
    ['personsNames', 'submissionsFieldPersonsNames'],
    ['aspectNumberOfPersons', 'submissionsFieldAspectNumberOfPersons'],
    ['aspectPersonsNames', 'submissionsFieldAspectPersonsNames'],
    ['totalChf', 'submissionsFieldTotalChf'],
  ],
};

/** The bookable sponsor items (visitor spec §3) and their labels. */
export const SPONSOR_ITEM_LABELS: Readonly<Record<string, EditorKey>> = {
  hauptsponsor: 'submissionsItemHauptsponsor',
  standprasenz6m: 'submissionsItemStandprasenz6m',
  standprasenz9m: 'submissionsItemStandprasenz9m',
  stehlunch: 'submissionsItemStehlunch',
  nachmittagpause: 'submissionsItemNachmittagpause',
  vormittagspause: 'submissionsItemVormittagspause',
  stehlunch2: 'submissionsItemStehlunch2',
};

/** The contact topics (visitor spec §3), the salutations and the yes/no answer, by stored value. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, EditorKey>>>> = {
  themes: {
    glassDetermination: 'submissionsTopicGlassDetermination',
    healthCheck: 'submissionsTopicHealthCheck',
    eyeAnalysis: 'submissionsTopicEyeAnalysis',
    learnerPermitVisionTest: 'submissionsTopicLearnerPermitVisionTest',
    newContactLensFitting: 'submissionsTopicNewContactLensFitting',
    contactLensCheck: 'submissionsTopicContactLensCheck',
    contactLensSubscription: 'submissionsTopicContactLensSubscription',
    frequentLensDirect: 'submissionsTopicFrequentLensDirect',
    glassesConsulting: 'submissionsTopicGlassesConsulting',
    glassesService: 'submissionsTopicGlassesService',
    sunglassesConsulting: 'submissionsTopicSunglassesConsulting',
    myopiaManagement: 'submissionsTopicMyopiaManagement',
    other: 'submissionsTopicOther',
  },
  anrede: { frau: 'submissionsAnredeFrau', herr: 'submissionsAnredeHerr', divers: 'submissionsAnredeDivers' },
  existingCustomer: { ja: 'submissionsYes', nein: 'submissionsNo' },
};

/** Fields that hold a calendar day (YYYY-MM-DD), shown in the Swiss format. */
const DATE_FIELDS = new Set(['bevorzugterTermin', 'dateOfBirth']);

/**
 * Payload keys an editor never needs to see: the trap field, what the form sends along for the
 * e-mails, and the sponsor items' one-flag-each (the booked items are listed by name instead).
 */
const HIDDEN_FIELDS = new Set([
  'website',
  'lang',
  'editorLang',
  'appNameFallback',
  'confirmationEmailTranslations',
  'groupId',
  ...Object.keys(SPONSOR_ITEM_LABELS),
]);

/** One field of a submission, labelled, with its value as text. */
export interface FieldText {
  key: string;
  label: string;
  value: string;
}

/** The Intl locale of an editor language (Swiss formats). */
export const intlLocale = (locale: EditorLocale): string => `${locale}-CH`;

/**
 * A stored timestamp as the editor reads it, in the business's time zone.
 *
 * @example
 * formatSubmittedAt('2026-11-22T10:00:00.000Z', 'de'); // "22.11.2026, 11:00"
 */
export function formatSubmittedAt(iso: string, locale: EditorLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** A payload value as text: lists joined with commas, yes/no, nothing as ''. */
export function valueText(value: unknown, t: EditorDictionary): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t.submissionsYes : t.submissionsNo;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value)) return value.map((v) => valueText(v, t)).join(', ');
  return JSON.stringify(value);
}

/**
 * A calendar day (YYYY-MM-DD) in the Swiss format of the editor language; anything else as it is.
 *
 * @example
 * formatCivilDay('2026-12-03', 'de'); // "03.12.2026"
 */
export function formatCivilDay(value: string, locale: EditorLocale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** One payload field's value as text: known values by their label, calendar days in Swiss format. */
export function fieldValueText(
  key: string,
  value: unknown,
  t: EditorDictionary,
  locale: EditorLocale,
): string {
  const labels = VALUE_LABELS[key];
  const label = (item: unknown) => {
    const known = typeof item === 'string' ? labels?.[item] : undefined;
    return known ? t[known] : valueText(item, t);
  };
  if (labels) return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  if (DATE_FIELDS.has(key) && typeof value === 'string') return formatCivilDay(value, locale);
  return valueText(value, t);
}

/** The booked items of a sponsor submission by name (unknown keys as they are). */
export function itemNames(items: readonly string[], t: EditorDictionary): string[] {
  return items.map((key) => {
    const label = SPONSOR_ITEM_LABELS[key];
    return label ? t[label] : key;
  });
}

/**
 * Every field an editor sees for a submission: the known ones in form order (the booked items
 * from the bookings, topics and answers by their labels), then any other stored field by name. Empty fields are kept (the CSV needs
 * every column), hidden ones left out.
 */
export function submissionFields(
  entry: SubmissionEntry,
  t: EditorDictionary,
  locale: EditorLocale,
): FieldText[] {
  const known = FIELD_LABELS[entry.kind];
  const knownKeys = new Set(known.map(([key]) => key));
  const fields: FieldText[] = known.map(([key, label]) => ({
    key,
    label: t[label],
    value:
      key === 'items' && entry.kind === 'sponsor'
        ? itemNames(entry.items, t).join(', ')
        : fieldValueText(key, entry.payload[key], t, locale),
  }));
  const extra = Object.keys(entry.payload)
    .filter((key) => !knownKeys.has(key) && !HIDDEN_FIELDS.has(key))
    .sort();
  for (const key of extra)
    fields.push({ key, label: key, value: fieldValueText(key, entry.payload[key], t, locale) });
  return fields;
}

/** The extra field keys (beyond the known ones) of a list of submissions, sorted: the CSV's last columns. */
export function extraFieldKeys(kind: SubmissionKind, entries: readonly SubmissionEntry[]): string[] {
  const known = new Set(FIELD_LABELS[kind].map(([key]) => key));
  const keys = new Set<string>();
  for (const entry of entries)
    for (const key of Object.keys(entry.payload))
      if (!known.has(key) && !HIDDEN_FIELDS.has(key)) keys.add(key);
  return [...keys].sort();
}

const PURPOSE_LABEL: Record<MailPurpose, EditorKey> = {
  notification: 'submissionsMailNotification',
  confirmation: 'submissionsMailConfirmation',
};
const STATUS_LABEL: Record<MailStatus, EditorKey> = {
  pending: 'submissionsMailPending',
  sending: 'submissionsMailSending',
  delivered: 'submissionsMailDelivered',
  failed: 'submissionsMailFailed',
};

/** One mail's status as text, e.g. "Bestätigung: zugestellt" or "Benachrichtigung: ausstehend (3 Versuche)". */
export function mailStatusText(mail: SubmissionMail, t: EditorDictionary): string {
  const status = t[STATUS_LABEL[mail.status]];
  const attempts =
    mail.status !== 'delivered' && mail.attempts > 0
      ? ` (${format(t.submissionsMailAttempts, { count: mail.attempts })})`
      : '';
  return `${t[PURPOSE_LABEL[mail.purpose]]}: ${status}${attempts}`;
}

/** The status of a submission's mail of one purpose ('' when it has none). */
export function mailStatusOf(entry: SubmissionEntry, purpose: MailPurpose, t: EditorDictionary): string {
  const mail = entry.mails.find((m) => m.purpose === purpose);
  return mail ? t[STATUS_LABEL[mail.status]] : '';
}

/** The CSV table of submissions (header row first): date, language, fields, mail status, id. */
export function submissionsTable(
  kind: SubmissionKind,
  entries: readonly SubmissionEntry[],
  locale: EditorLocale,
  t: EditorDictionary,
): string[][] {
  const extra = extraFieldKeys(kind, entries);
  const header = [
    t.submissionsColDate,
    t.submissionsColLocale,
    ...FIELD_LABELS[kind].map(([, label]) => t[label]),
    ...extra,
    t.submissionsMailNotification,
    t.submissionsMailConfirmation,
    t.submissionsColId,
  ];
  const rows = entries.map((entry) => {
    const byKey = new Map(submissionFields(entry, t, locale).map((f) => [f.key, f.value]));
    return [
      formatSubmittedAt(entry.createdAt, locale),
      entry.locale,
      ...FIELD_LABELS[kind].map(([key]) => byKey.get(key) ?? ''),
      ...extra.map((key) => byKey.get(key) ?? ''),
      mailStatusOf(entry, 'notification', t),
      mailStatusOf(entry, 'confirmation', t),
      entry.id,
    ];
  });
  return [header, ...rows];
}
