/** How submissions read for editors: labelled fields in form order, values, dates, mail status, the CSV table. */
import { describe, expect, it } from 'vitest';
import { editorDictionary } from '../../i18n/editor.ts';
import {
  fieldValueText,
  formatCivilDay,
  formatSubmittedAt,
  mailStatusText,
  submissionFields,
  submissionsTable,
  valueText,
} from './submissions-columns.ts';
import type { SubmissionEntry } from './submissions.ts';

const de = editorDictionary('de');
const fr = editorDictionary('fr');

const contact: SubmissionEntry = {
  id: 'submission-1',
  kind: 'contact',
  createdAt: '2026-11-22T10:00:00.000Z',
  locale: 'en',
  payload: {
    website: '',
    groupId: 'group-contact-form',
    nachname: 'Muster',
    vorname: 'Anna',
    themes: ['glassDetermination', 'healthCheck'],
    newsletter: true,
  },
  mails: [
    {
      purpose: 'notification',
      recipient: 'termine@optik.ch',
      status: 'pending',
      attempts: 3,
      deliveredAt: null,
      lastError: '451',
    },
    {
      purpose: 'confirmation',
      recipient: 'anna@example.ch',
      status: 'delivered',
      attempts: 1,
      deliveredAt: '2026-11-22T10:00:05.000Z',
      lastError: null,
    },
  ],
  items: [],
};

const sponsor: SubmissionEntry = {
  ...contact,
  id: 'submission-2',
  kind: 'sponsor',
  payload: { company: 'Zeiss', stehlunch: true, hauptsponsor: false, numberOfPersons: 2, totalChf: 3100 },
  items: ['stehlunch', 'unknownItem'],
};

describe('submission fields', () => {
  it('lists the known fields in form order, then unknown ones, never the hidden ones', () => {
    const fields = submissionFields(contact, de, 'de');
    expect(fields.slice(0, 3).map((f) => [f.key, f.label])).toEqual([
      ['anrede', de.submissionsFieldAnrede],
      ['vorname', de.submissionsFieldVorname],
      ['nachname', de.submissionsFieldNachname],
    ]);
    expect(fields.find((f) => f.key === 'themes')?.value).toBe(
      `${de.submissionsTopicGlassDetermination}, ${de.submissionsTopicHealthCheck}`,
    );
    expect(fields.at(-1)).toEqual({ key: 'newsletter', label: 'newsletter', value: de.submissionsYes });
    expect(fields.map((f) => f.key)).not.toContain('website');
    expect(fields.map((f) => f.key)).not.toContain('groupId');
  });

  it('names the booked sponsor items from the bookings, not the flags', () => {
    const fields = submissionFields(sponsor, fr, 'fr');
    expect(fields.find((f) => f.key === 'items')?.value).toBe(`${fr.submissionsItemStehlunch}, unknownItem`);
    expect(fields.map((f) => f.key)).not.toContain('stehlunch');
    expect(fields.find((f) => f.key === 'totalChf')?.value).toBe('3100');
  });

  it('names topics, salutations and answers, and writes calendar days the Swiss way', () => {
    expect(fieldValueText('themes', ['other', 'someNewTopic'], fr, 'fr')).toBe(
      `${fr.submissionsTopicOther}, someNewTopic`,
    );
    expect(fieldValueText('anrede', 'herr', fr, 'fr')).toBe(fr.submissionsAnredeHerr);
    expect(fieldValueText('existingCustomer', 'nein', de, 'de')).toBe(de.submissionsNo);
    const day = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${new Date().getUTCFullYear() + 1}-12-03T00:00:00Z`),
    );
    expect(fieldValueText('bevorzugterTermin', `${new Date().getUTCFullYear() + 1}-12-03`, de, 'de')).toBe(
      day,
    );
    expect(formatCivilDay('nächste Woche', 'de')).toBe('nächste Woche');
    expect(formatCivilDay('2026-02-30', 'fr')).toBe(
      new Intl.DateTimeFormat('fr-CH', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-03-02T00:00:00Z'),
      ),
    );
  });

  it('writes values as text', () => {
    expect(valueText(null, de)).toBe('');
    expect(valueText(false, fr)).toBe(fr.submissionsNo);
    expect(valueText([1, 'a', true], de)).toBe(`1, a, ${de.submissionsYes}`);
    expect(valueText({ a: 1 }, de)).toBe('{"a":1}');
    expect(valueText(Number.NaN, de)).toBe('');
  });
});

describe('dates and mail status', () => {
  it("formats dates as Intl does for the editor's language, in Zurich time", () => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' } as const;
    const at = new Date(contact.createdAt);
    expect(formatSubmittedAt(contact.createdAt, 'de')).toBe(
      new Intl.DateTimeFormat('de-CH', options).format(at),
    );
    expect(formatSubmittedAt(contact.createdAt, 'fr')).toBe(
      new Intl.DateTimeFormat('fr-CH', options).format(at),
    );
    expect(formatSubmittedAt('nonsense', 'de')).toBe('nonsense');
  });

  it('says what happened to each mail, with the attempts while undelivered', () => {
    const [notification, confirmation] = contact.mails;
    expect(mailStatusText(notification!, de)).toBe(
      `${de.submissionsMailNotification}: ${de.submissionsMailPending} (3 Versuche)`,
    );
    expect(mailStatusText(confirmation!, fr)).toBe(
      `${fr.submissionsMailConfirmation}: ${fr.submissionsMailDelivered}`,
    );
  });
});

describe('CSV table', () => {
  it('has one header row and one row per submission, columns in step', () => {
    const table = submissionsTable(
      'contact',
      [contact, { ...contact, id: 'submission-3', payload: {} }],
      'de',
      de,
    );
    expect(table).toHaveLength(3);
    const [header, first, second] = table;
    expect(header?.[0]).toBe(de.submissionsColDate);
    expect(header?.at(-1)).toBe(de.submissionsColId);
    expect(header).toContain('newsletter');
    expect(first).toHaveLength(header?.length ?? 0);
    expect(second).toHaveLength(header?.length ?? 0);
    expect(first?.slice(-3)).toEqual([
      de.submissionsMailPending,
      de.submissionsMailDelivered,
      'submission-1',
    ]);
  });
});
