/**
 * The business section of the settings panel (issue 24): the shop's own contact, its branches'
 * addresses and hours, read from and saved to the network registry (GET/POST /api/v1/business).
 * Loaded when the section opens; a save sends every branch at once after the same checks the
 * server makes, and the site, the directory and the search-engine data follow.
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import type { BusinessDraft } from '../../lib/api/business.ts';
import { ApiFailure } from '../api-client.ts';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale, pushToast } from '../store.ts';
import { BranchHours, problemText } from './BranchHours.tsx';
import { businessApi } from './business-api.ts';
import {
  formOfDraft,
  formProblems,
  saveOfForm,
  type BranchForm,
  type BusinessForm,
} from './business-form.ts';

type Load = { state: 'idle' | 'loading' | 'error' | 'none' } | { state: 'ready'; draft: BusinessDraft };

/** One labelled text input with its problem. */
function Field(props: {
  label: string;
  value: string;
  error: string | null;
  type?: 'text' | 'email' | 'tel';
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="editor-settings__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="editor-settings__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function BusinessSection() {
  const t = useEditorTexts();
  const locale = useStore($editorLocale);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [form, setForm] = useState<BusinessForm | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [branchIndex, setBranchIndex] = useState(0);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const branchSelect = useId();

  const fetchDraft = () => {
    setLoad({ state: 'loading' });
    businessApi.draft().then(
      (draft) => {
        const loaded = formOfDraft(draft);
        setForm(loaded);
        setSaved(JSON.stringify(saveOfForm(loaded)));
        setLoad({ state: 'ready', draft });
      },
      (error: unknown) => {
        if (error instanceof ApiFailure && error.status === 404) setLoad({ state: 'none' });
        else {
          console.error('[editor] loading the business data failed', error);
          setLoad({ state: 'error' });
        }
      },
    );
  };

  const problems = form ? formProblems(form) : new Map();
  const shown = checking ? problems : new Map();
  const dirty = form !== null && JSON.stringify(saveOfForm(form)) !== saved;
  const branch = form?.branches[branchIndex];
  const setBranch = (next: BranchForm) =>
    setForm((current) =>
      current
        ? { ...current, branches: current.branches.map((b, i) => (i === branchIndex ? next : b)) }
        : current,
    );

  const save = async () => {
    if (!form || saving) return;
    setChecking(true);
    if (problems.size > 0) {
      const [first] = problems.keys();
      const index = form.branches.findIndex((b) => String(first).startsWith(`${b.id}.`));
      if (index >= 0) setBranchIndex(index);
      pushToast('error', t.businessFixErrors);
      return;
    }
    setSaving(true);
    try {
      const request = saveOfForm(form);
      await businessApi.save(request);
      setSaved(JSON.stringify(request));
      setChecking(false);
      pushToast('success', t.businessSaved);
    } catch (error) {
      console.error('[editor] saving the business data failed', error);
      pushToast('error', t.businessSaveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <details
      className="editor-settings__section editor-business"
      onToggle={(event) => {
        if (event.currentTarget.open && load.state === 'idle') fetchDraft();
      }}
    >
      <summary className="editor-settings__summary">{t.businessSection}</summary>
      <form
        className="editor-settings__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="editor-settings__hint">{t.businessIntro}</p>
        {load.state === 'loading' ? <p role="status">{t.businessLoading}</p> : null}
        {load.state === 'none' ? <p>{t.businessNotInNetwork}</p> : null}
        {load.state === 'error' ? (
          <div role="alert">
            <p>{t.businessLoadError}</p>
            <button type="button" className="editor-button-primary" onClick={fetchDraft}>
              {t.settingsRetry}
            </button>
          </div>
        ) : null}
        {load.state === 'ready' && form && branch ? (
          <>
            <Field
              label={t.businessEmail}
              type="email"
              value={form.email}
              error={problemText(t, shown.get('email'))}
              onChange={(email) => setForm({ ...form, email })}
            />
            <Field
              label={t.businessPhone}
              type="tel"
              value={form.phone}
              error={problemText(t, shown.get('phone'))}
              onChange={(phone) => setForm({ ...form, phone })}
            />
            {form.branches.length > 1 ? (
              <div className="editor-settings__field">
                <label htmlFor={branchSelect}>{t.businessBranch}</label>
                <select
                  id={branchSelect}
                  value={branchIndex}
                  onChange={(event) => setBranchIndex(Number(event.currentTarget.value))}
                >
                  {form.branches.map((b, i) => (
                    <option key={b.id} value={i}>
                      {b.active ? b.name : t.businessBranchInactive.replace('{name}', b.name)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {(
              [
                ['name', t.businessBranchName, 'text'],
                ['street', t.businessStreet, 'text'],
                ['streetNumber', t.businessStreetNumber, 'text'],
                ['zip', t.businessZip, 'text'],
                ['city', t.businessCity, 'text'],
                ['phone', t.businessBranchPhone, 'tel'],
                ['email', t.businessBranchEmail, 'email'],
              ] as const
            ).map(([key, label, type]) => (
              <Field
                key={`${branch.id}-${key}`}
                label={label}
                type={type}
                value={branch[key]}
                error={problemText(t, shown.get(`${branch.id}.${key}`))}
                onChange={(value) => setBranch({ ...branch, [key]: value })}
              />
            ))}
            <BranchHours
              t={t}
              locale={locale}
              branch={branch}
              today={load.draft.today}
              canton={load.draft.canton}
              holidays={load.draft.holidays}
              problems={shown}
              onChange={setBranch}
            />
            <div className="editor-settings__actions">
              <button
                type="submit"
                className="editor-button-primary"
                disabled={!dirty || saving}
                aria-busy={saving}
              >
                {saving ? t.settingsSaving : t.settingsSave}
              </button>
            </div>
          </>
        ) : null}
      </form>
    </details>
  );
}
