/**
 * The submissions panel: contact requests and sponsor bookings in two tabs, newest
 * first, each with its date (Swiss format of the editor language), the main fields, the delivery
 * status of its e-mails and all its fields on demand, plus a CSV download per kind. Loaded on
 * first use from the toolbar's button; a modal dialog like the editor's others.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { format, type EditorDictionary, type EditorLocale } from '../../i18n/editor.ts';
import { ApiFailure, fetchSubmissions, submissionsCsvUrl } from '../api-client.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale } from '../store.ts';
import {
  fieldValueText,
  formatSubmittedAt,
  intlLocale,
  itemNames,
  mailStatusText,
  submissionFields,
} from '../../lib/api/submissions-columns.ts';
import {
  SUBMISSION_KINDS,
  type SubmissionEntry,
  type SubmissionKind,
  type SubmissionsResponse,
} from '../../lib/api/submissions.ts';
import './submissions.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; signedOut: boolean }
  | { status: 'ready'; data: SubmissionsResponse['data'] };

const TAB_LABEL = { contact: 'submissionsTabContact', sponsor: 'submissionsTabSponsor' } as const;
const EMPTY = { contact: 'submissionsEmptyContact', sponsor: 'submissionsEmptySponsor' } as const;
const CSV_LABEL = {
  contact: 'submissionsDownloadCsvContact',
  sponsor: 'submissionsDownloadCsvSponsor',
} as const;
const CAPTION = { contact: 'submissionsTableContact', sponsor: 'submissionsTableSponsor' } as const;

/** The props every row part gets. */
interface RowProps {
  entry: SubmissionEntry;
  t: EditorDictionary;
  locale: EditorLocale;
}

const text = ({ entry, t, locale }: RowProps, key: string) =>
  fieldValueText(key, entry.payload[key], t, locale);

function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      {email ? (
        <a href={`mailto:${email}`} className="editor-submissions__link">
          {email}
        </a>
      ) : null}
      {phone ? <span className="editor-submissions__line">{phone}</span> : null}
    </>
  );
}

function MailStatus({ entry, t }: { entry: SubmissionEntry; t: EditorDictionary }) {
  if (entry.mails.length === 0) return <span>{t.submissionsMailNone}</span>;
  return (
    <ul className="editor-submissions__mails">
      {entry.mails.map((mail) => (
        <li key={mail.purpose} data-mail-status={mail.status} title={mail.lastError ?? undefined}>
          {mailStatusText(mail, t)}
        </li>
      ))}
    </ul>
  );
}

function Details({ entry, t, locale }: RowProps) {
  const fields = submissionFields(entry, t, locale).filter((f) => f.value !== '');
  return (
    <details className="editor-submissions__details">
      <summary>{t.submissionsDetails}</summary>
      <dl>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.submissionsColLocale}</dt>
          <dd>{entry.locale.toUpperCase()}</dd>
        </div>
      </dl>
    </details>
  );
}

function ContactRow(props: RowProps) {
  const { entry, t, locale } = props;
  const name = [text(props, 'vorname'), text(props, 'nachname')].filter(Boolean).join(' ');
  const appointment = [text(props, 'bevorzugterTermin'), text(props, 'bevorzugteUhrzeit')]
    .filter(Boolean)
    .join(', ');
  return (
    <tr data-submission-id={entry.id}>
      <td>
        <time dateTime={entry.createdAt}>{formatSubmittedAt(entry.createdAt, locale)}</time>
      </td>
      <th scope="row">{name}</th>
      <td>
        <ContactLinks email={text(props, 'email')} phone={text(props, 'telefon')} />
      </td>
      <td>{text(props, 'themes')}</td>
      <td>{appointment}</td>
      <td>
        <MailStatus entry={entry} t={t} />
      </td>
      <td>
        <Details {...props} />
      </td>
    </tr>
  );
}

function SponsorRow(props: RowProps) {
  const { entry, t, locale } = props;
  const persons = (
    [
      ['numberOfPersons', t.submissionsFieldNumberOfPersons],
      ['aspectNumberOfPersons', t.submissionsFieldAspectNumberOfPersons],
    ] as const
  ).flatMap(([key, label]) => {
    const count = entry.payload[key];
    return typeof count === 'number' && count > 0 ? [format(t.submissionsPersons, { count, label })] : [];
  });
  const total = entry.payload['totalChf'];
  const chf = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'CHF',
    maximumFractionDigits: 0,
  });
  return (
    <tr data-submission-id={entry.id}>
      <td>
        <time dateTime={entry.createdAt}>{formatSubmittedAt(entry.createdAt, locale)}</time>
      </td>
      <th scope="row">
        {text(props, 'company')}
        <span className="editor-submissions__line">{text(props, 'contactName')}</span>
      </th>
      <td>
        <ContactLinks email={text(props, 'email')} phone={text(props, 'phone')} />
      </td>
      <td>
        <ul className="editor-submissions__items">
          {[...itemNames(entry.items, t), ...persons].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </td>
      <td className="editor-submissions__number">{typeof total === 'number' ? chf.format(total) : ''}</td>
      <td>
        <MailStatus entry={entry} t={t} />
      </td>
      <td>
        <Details {...props} />
      </td>
    </tr>
  );
}

function SubmissionsTable({
  kind,
  data,
  t,
  locale,
}: {
  kind: SubmissionKind;
  data: SubmissionsResponse['data'];
  t: EditorDictionary;
  locale: EditorLocale;
}) {
  if (data.submissions.length === 0) return <p className="editor-submissions__empty">{t[EMPTY[kind]]}</p>;
  const headings =
    kind === 'contact'
      ? [
          t.submissionsColDate,
          t.submissionsColName,
          t.submissionsColContact,
          t.submissionsColTopics,
          t.submissionsColAppointment,
          t.submissionsColMail,
          t.submissionsDetails,
        ]
      : [
          t.submissionsColDate,
          t.submissionsColCompany,
          t.submissionsColContact,
          t.submissionsColItems,
          t.submissionsColTotal,
          t.submissionsColMail,
          t.submissionsDetails,
        ];
  const Row = kind === 'contact' ? ContactRow : SponsorRow;
  return (
    <div className="editor-submissions__scroll">
      <table className="editor-submissions__table" data-kind={kind}>
        <caption className="editor-sr-only">{t[CAPTION[kind]]}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.submissions.map((entry) => (
            <Row key={entry.id} entry={entry} t={t} locale={locale} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface SubmissionsDialogProps {
  onClose: () => void;
}

export default function SubmissionsDialog({ onClose }: SubmissionsDialogProps) {
  const t = useEditorTexts();
  const locale = useStore($editorLocale);
  const baseId = useId();
  const [kind, setKind] = useState<SubmissionKind>('contact');
  const [loaded, setLoaded] = useState<Partial<Record<SubmissionKind, Loaded>>>({});
  const tabs = useRef<Partial<Record<SubmissionKind, HTMLButtonElement | null>>>({});

  /** Fetches one kind; only its answer sets state (a missing entry reads as loading). */
  const request = useCallback((which: SubmissionKind) => {
    fetchSubmissions(which).then(
      (data) => setLoaded((all) => ({ ...all, [which]: { status: 'ready', data } })),
      (error: unknown) => {
        console.error(`[submissions] loading ${which} failed`, error);
        const signedOut = error instanceof ApiFailure && error.status === 401;
        setLoaded((all) => ({ ...all, [which]: { status: 'error', signedOut } }));
      },
    );
  }, []);
  const load = (which: SubmissionKind) => {
    setLoaded((all) => ({ ...all, [which]: { status: 'loading' } }));
    request(which);
  };

  // The first tab loads as the panel opens; the other on first selection.
  useEffect(() => request('contact'), [request]);

  const select = (next: SubmissionKind, focus = false) => {
    setKind(next);
    if (!loaded[next]) load(next);
    if (focus) tabs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SUBMISSION_KINDS.indexOf(kind);
    const last = SUBMISSION_KINDS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? SUBMISSION_KINDS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? SUBMISSION_KINDS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? SUBMISSION_KINDS[0]
            : event.key === 'End'
              ? SUBMISSION_KINDS[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  const current = loaded[kind] ?? { status: 'loading' };
  const tabId = (which: SubmissionKind) => `${baseId}-tab-${which}`;
  const panelId = `${baseId}-panel`;
  return (
    <Dialog title={t.submissionsTitle} onClose={onClose}>
      <div className="editor-submissions" data-kind={kind}>
        <div role="tablist" aria-label={t.submissionsTabs} className="editor-submissions__tabs">
          {SUBMISSION_KINDS.map((which) => (
            <button
              key={which}
              ref={(el) => {
                tabs.current[which] = el;
              }}
              type="button"
              role="tab"
              id={tabId(which)}
              aria-selected={which === kind}
              aria-controls={panelId}
              tabIndex={which === kind ? 0 : -1}
              className="editor-submissions__tab"
              onClick={() => select(which)}
              onKeyDown={onTabKey}
            >
              {t[TAB_LABEL[which]]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(kind)} className="editor-submissions__panel">
          <div className="editor-submissions__bar">
            <p role="status" className="editor-submissions__status">
              {current.status === 'loading'
                ? t.submissionsLoading
                : current.status === 'ready'
                  ? current.data.total === 1
                    ? t.submissionsCountOne
                    : format(t.submissionsCount, { count: current.data.total })
                  : ''}
            </p>
            <a
              className="editor-button-secondary editor-submissions__csv"
              href={submissionsCsvUrl(kind, locale)}
              download
              aria-label={t[CSV_LABEL[kind]]}
            >
              {t.submissionsDownloadCsv}
            </a>
          </div>
          {current.status === 'error' ? (
            <div role="alert" className="editor-submissions__error">
              <p>{current.signedOut ? t.submissionsSignedOut : t.submissionsLoadError}</p>
              {current.signedOut ? null : (
                <button type="button" className="editor-button-secondary" onClick={() => load(kind)}>
                  {t.submissionsRetry}
                </button>
              )}
            </div>
          ) : null}
          {current.status === 'ready' ? (
            <SubmissionsTable kind={kind} data={current.data} t={t} locale={locale} />
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
