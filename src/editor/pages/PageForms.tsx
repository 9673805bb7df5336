/**
 * The small forms of a page row in the pages panel: rename (name per language), change URL (slug
 * per language with the transformed path shown live and the spec's two errors), active
 * languages, password; and the create form (a name is required).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { format } from '../../i18n/editor.ts';
import type { PageListEntry } from '../../lib/api/pages.ts';
import { VISITOR_LOCALES, type Locale, type LocaleMap } from '../../lib/content.ts';
import type { SlugErrorKey } from '../../lib/slug.ts';
import { useEditorTexts } from '../hooks.ts';
import { savePagePassword, updateListedPage } from './page-actions.ts';
import { slugPreviewPath } from './page-list.ts';

/** The current locale first, then the others. */
const localesFrom = (locale: Locale): Locale[] => [locale, ...VISITOR_LOCALES.filter((l) => l !== locale)];

interface FormProps {
  page: PageListEntry;
  locale: Locale;
  /** Called after a successful save (the panel re-reads the list and closes the form). */
  onDone: () => void;
  onCancel: () => void;
}

/** Form frame: fields, then save and cancel. */
function FormFrame(props: {
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useEditorTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="editor-pages__form" onSubmit={submit} noValidate>
      {props.children}
      <div className="editor-pages__form-actions">
        <button type="button" className="editor-button-secondary" onClick={props.onCancel}>
          {t.pagesCancel}
        </button>
        <button type="submit" className="editor-button-primary" disabled={props.busy}>
          {t.pagesSave}
        </button>
      </div>
    </form>
  );
}

/** A labelled text input with an optional hint and error (linked for screen readers). */
function TextInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  type?: 'text' | 'password';
  autoFocus?: boolean;
  name: string;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="editor-pages__input">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoFocus={props.autoFocus}
        autoComplete={props.type === 'password' ? 'new-password' : 'off'}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <span id={`${id}-hint`} className="editor-pages__hint">
          {props.hint}
        </span>
      ) : null}
      {props.error ? (
        <span id={`${id}-error`} className="editor-pages__error" role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/** One text input per language, the current one first (and focused). */
function LocaleInputs(props: {
  locale: Locale;
  name: string;
  /** Label template with `{locale}`. */
  label: string;
  values: LocaleMap<string>;
  onChange: (locale: Locale, value: string) => void;
  hint?: (locale: Locale) => string;
  error?: (locale: Locale) => string | null;
}) {
  return (
    <>
      {localesFrom(props.locale).map((l, i) => (
        <TextInput
          key={l}
          name={`${props.name}-${l}`}
          label={format(props.label, { locale: l.toUpperCase() })}
          value={props.values[l] ?? ''}
          autoFocus={i === 0}
          hint={props.hint?.(l)}
          error={props.error?.(l) ?? null}
          onChange={(value) => props.onChange(l, value)}
        />
      ))}
    </>
  );
}

/** Rename: the page's name in every language. */
export function RenameForm({ page, locale, onDone, onCancel }: FormProps) {
  const t = useEditorTexts();
  const [names, setNames] = useState<LocaleMap<string>>(page.name);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const name = Object.fromEntries(localesFrom(locale).map((l) => [l, (names[l] ?? '').trim()]));
    const outcome = await updateListedPage(page, { name }, locale);
    setBusy(false);
    if (outcome?.ok) onDone();
  };
  return (
    <FormFrame onSubmit={() => void save()} onCancel={onCancel} busy={busy}>
      <LocaleInputs
        locale={locale}
        name="name"
        label={t.pagesNameIn}
        values={names}
        onChange={(l, value) => setNames({ ...names, [l]: value })}
      />
    </FormFrame>
  );
}

/** Change URL: the slug per language, transformed live; errors 'not empty' / 'already exists'. */
export function UrlForm({ page, locale, onDone, onCancel }: FormProps) {
  const t = useEditorTexts();
  const [slugs, setSlugs] = useState<LocaleMap<string>>(page.slug);
  const [errors, setErrors] = useState<LocaleMap<SlugErrorKey>>({});
  const [busy, setBusy] = useState(false);
  const errorText = (key: SlugErrorKey | undefined) =>
    key === 'not empty' ? t.pagesUrlEmpty : key === 'already exists' ? t.pagesUrlExists : null;
  const save = async () => {
    setBusy(true);
    const slug = Object.fromEntries(localesFrom(locale).map((l) => [l, slugs[l] ?? '']));
    const outcome = await updateListedPage(page, { slug }, locale);
    setBusy(false);
    if (outcome && !outcome.ok) setErrors(outcome.slugErrors);
    if (outcome?.ok) onDone();
  };
  return (
    <FormFrame onSubmit={() => void save()} onCancel={onCancel} busy={busy}>
      <LocaleInputs
        locale={locale}
        name="slug"
        label={t.pagesUrlIn}
        values={slugs}
        hint={(l) => format(t.pagesUrlPreview, { path: slugPreviewPath(page, l, slugs[l] ?? '') })}
        error={(l) => errorText(errors[l])}
        onChange={(l, value) => {
          setSlugs({ ...slugs, [l]: value });
          setErrors({ ...errors, [l]: undefined });
        }}
      />
    </FormFrame>
  );
}

/** Active languages: a checkbox per visitor language; at least one stays on. */
export function LanguagesForm({ page, locale, onDone, onCancel }: FormProps) {
  const t = useEditorTexts();
  const [hidden, setHidden] = useState<Locale[]>(
    VISITOR_LOCALES.filter((l) => page.disallowedLanguages.includes(l)),
  );
  const [busy, setBusy] = useState(false);
  const noneActive = hidden.length >= VISITOR_LOCALES.length;
  const save = async () => {
    if (noneActive) return;
    setBusy(true);
    const outcome = await updateListedPage(page, { disallowedLanguages: hidden }, locale);
    setBusy(false);
    if (outcome?.ok) onDone();
  };
  return (
    <FormFrame onSubmit={() => void save()} onCancel={onCancel} busy={busy || noneActive}>
      <fieldset className="editor-pages__fieldset">
        <legend>{t.pagesLanguages}</legend>
        {VISITOR_LOCALES.map((l) => (
          <label key={l} className="editor-pages__check">
            <input
              type="checkbox"
              checked={!hidden.includes(l)}
              onChange={(event) =>
                setHidden(event.target.checked ? hidden.filter((h) => h !== l) : [...hidden, l])
              }
            />
            {t[`pagesLanguageName_${l}`]}
          </label>
        ))}
      </fieldset>
      {noneActive ? (
        <p className="editor-pages__error" role="alert">
          {t.pagesLanguagesNeedOne}
        </p>
      ) : null}
    </FormFrame>
  );
}

/** Password: set a new one or remove it (saved with the page save of POST /data). */
export function PasswordForm({ page, onDone, onCancel }: FormProps) {
  const t = useEditorTexts();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (value: string | null) => {
    if (value !== null && value.trim() === '') return;
    setBusy(true);
    const ok = await savePagePassword(page, value);
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <div className="editor-pages__form-wrap">
      <p className="editor-pages__hint">{page.protected ? t.pagesPasswordIsSet : t.pagesPasswordNone}</p>
      <FormFrame
        onSubmit={() => void save(password)}
        onCancel={onCancel}
        busy={busy || password.trim() === ''}
      >
        <TextInput
          name="password"
          type="password"
          label={t.pagesPasswordNew}
          hint={t.pagesPasswordHint}
          value={password}
          autoFocus
          onChange={setPassword}
        />
      </FormFrame>
      {page.protected ? (
        <button
          type="button"
          className="editor-button-secondary"
          disabled={busy}
          onClick={() => void save(null)}
        >
          {t.pagesPasswordRemove}
        </button>
      ) : null}
    </div>
  );
}

/** Create: the name in the current language (required) and optionally in the others. */
export function CreateForm(props: {
  locale: Locale;
  onCreate: (names: LocaleMap<string>) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useEditorTexts();
  const [names, setNames] = useState<LocaleMap<string>>({});
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    const given = Object.fromEntries(
      Object.entries(names)
        .map(([l, n]) => [l, (n ?? '').trim()])
        .filter(([, n]) => n !== ''),
    ) as LocaleMap<string>;
    if (!given[props.locale]) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const ok = await props.onCreate(given);
    setBusy(false);
    if (!ok) setMissing(false);
  };
  return (
    <FormFrame onSubmit={() => void create()} onCancel={props.onCancel} busy={busy}>
      <LocaleInputs
        locale={props.locale}
        name="new-name"
        label={t.pagesNameIn}
        values={names}
        error={(l) => (l === props.locale && missing ? t.pagesNameRequired : null)}
        onChange={(l, value) => {
          setNames({ ...names, [l]: value });
          if (l === props.locale) setMissing(false);
        }}
      />
    </FormFrame>
  );
}
