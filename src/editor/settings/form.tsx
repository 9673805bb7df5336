/**
 * What every settings section is built from: `useSectionForm` (the section's edits over the stored
 * settings; Save is offered only when something changed, invalid input shows its field error with
 * the shake and saves nothing), the collapsible section with its own Save button, and the fields
 * (text, checkbox, choice, colour, number) bound to a dotted settings path.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { EditorDictionary } from '../../i18n/editor.ts';
import {
  changedSections,
  settingsIssues,
  type EditableSection,
  type SettingsIssues,
  type SettingsPatch,
} from '../../lib/api/settings.ts';
import { useEditorTexts } from '../hooks.ts';
import { scheduleShake } from '../options/timing.ts';
import { hexToRgb, normalizeTexts, rgbToHex, valueAt, withValueAt } from './form-values.ts';
import { $settings, saveSettings } from './state.ts';

/** One section's form: its values, their errors, whether it changed, and its save. */
export interface SectionForm {
  value: (path: string) => unknown;
  set: (path: string, value: unknown) => void;
  /** The field's error message, or null. */
  error: (path: string) => string | null;
  /** Counts refused saves: each one shakes the fields in error again. */
  shakes: number;
  dirty: boolean;
  saving: boolean;
  save: () => Promise<void>;
}

/** The form of the given settings sections (their stored values until the editor changes one). */
export function useSectionForm(sections: readonly EditableSection[]): SectionForm {
  const t = useEditorTexts();
  const stored = useStore($settings);
  const [edits, setEdits] = useState<SettingsPatch | null>(null);
  const [issues, setIssues] = useState<SettingsIssues>({});
  const [shakes, setShakes] = useState(0);
  const [saving, setSaving] = useState(false);

  const patch = useMemo<SettingsPatch>(() => {
    if (edits) return edits;
    const from: SettingsPatch = {};
    for (const section of sections) Object.assign(from, { [section]: stored?.settings[section] });
    return from;
  }, [edits, sections, stored]);
  const dirty = stored !== null && changedSections(stored.settings, normalizeTexts(patch)).length > 0;

  const set = useCallback(
    (path: string, value: unknown) => {
      setEdits(withValueAt(patch, path, value));
      setIssues((current) => {
        if (!(path in current)) return current;
        const { [path]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [patch],
  );

  const save = useCallback(async () => {
    const toSave = normalizeTexts(patch);
    const found = settingsIssues(toSave);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setShakes((n) => n + 1);
      return;
    }
    setSaving(true);
    const outcome = await saveSettings(toSave);
    setSaving(false);
    if (outcome !== 'error') setEdits(null);
  }, [patch]);

  return {
    value: (path) => valueAt(patch, path),
    set,
    error: (path) => (issues[path] ? t[issues[path]] : null),
    shakes,
    dirty,
    saving,
    save,
  };
}

export interface SettingsSectionProps {
  title: string;
  /** The section's form; sections that save on their own (editor language) have none. */
  form?: SectionForm;
  children: ReactNode;
  /** Further buttons beside Save (footer reset). */
  actions?: ReactNode;
}

/** A collapsible section with its own Save button (enabled only when something changed). */
export function SettingsSection({ title, form, children, actions }: SettingsSectionProps) {
  const t = useEditorTexts();
  return (
    <details className="editor-settings__section">
      <summary className="editor-settings__summary">{title}</summary>
      <form
        className="editor-settings__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form?.dirty && !form.saving) void form.save();
        }}
      >
        {children}
        {form || actions ? (
          <div className="editor-settings__actions">
            {actions}
            {form ? (
              <button
                type="submit"
                className="editor-button-primary"
                disabled={!form.dirty || form.saving}
                aria-busy={form.saving}
              >
                {form.saving ? (
                  <>
                    <span className="editor-settings__spinner" aria-hidden="true" />
                    {t.settingsSaving}
                  </>
                ) : (
                  t.settingsSave
                )}
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
    </details>
  );
}

interface FieldProps {
  form: SectionForm;
  path: string;
  label: string;
  hint?: string;
}

/** Label, control, hint and error of one field; the field shakes when a save refuses it. */
function FieldShell({
  form,
  path,
  label,
  hint,
  control,
}: FieldProps & { control: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  const error = form.error(path);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (form.shakes === 0 || !error) return undefined;
    return scheduleShake(setShaking);
    // Only a new refusal shakes; the error text itself does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.shakes]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`editor-settings__field${shaking ? ' editor-settings__field--shake' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control({ id, describedBy: describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="editor-settings__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="editor-settings__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every bound control shares: its id, its description and whether it is in error. */
function controlProps(form: SectionForm, path: string, ids: { id: string; describedBy: string | undefined }) {
  return {
    id: ids.id,
    'aria-invalid': form.error(path) ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
}

/** A text input; an empty entry is saved as null. */
export function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel' | 'url' }) {
  const { form, path, type = 'text' } = props;
  const value = form.value(path);
  return (
    <FieldShell
      {...props}
      control={(ids) => (
        <input
          {...controlProps(form, path, ids)}
          type={type}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => form.set(path, event.currentTarget.value)}
        />
      )}
    />
  );
}

/** A number input (empty or not a number is refused on save). */
export function NumberField(props: FieldProps & { min: number; max: number }) {
  const { form, path, min, max } = props;
  const value = form.value(path);
  return (
    <FieldShell
      {...props}
      control={(ids) => (
        <input
          {...controlProps(form, path, ids)}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(event) =>
            form.set(path, event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value))
          }
        />
      )}
    />
  );
}

/** A choice among fixed values. */
export function SelectField(
  props: FieldProps & { options: readonly (readonly [value: string, label: string])[] },
) {
  const { form, path, options } = props;
  return (
    <FieldShell
      {...props}
      control={(ids) => (
        <select
          {...controlProps(form, path, ids)}
          value={String(form.value(path) ?? '')}
          onChange={(event) => form.set(path, event.currentTarget.value)}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A colour input over a stored RGB triple ('73,157,221'). */
export function ColorField(props: FieldProps) {
  const { form, path } = props;
  const value = form.value(path);
  return (
    <FieldShell
      {...props}
      control={(ids) => (
        <input
          {...controlProps(form, path, ids)}
          type="color"
          value={rgbToHex(typeof value === 'string' ? value : '')}
          onChange={(event) => {
            const rgb = hexToRgb(event.currentTarget.value);
            if (rgb) form.set(path, rgb);
          }}
        />
      )}
    />
  );
}

/** A checkbox. */
export function CheckboxField({ form, path, label }: FieldProps) {
  const id = useId();
  return (
    <div className="editor-settings__check">
      <input
        id={id}
        type="checkbox"
        checked={form.value(path) === true}
        onChange={(event) => form.set(path, event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The four theme colour names with their labels (footer, booking button, overlay choices). */
export function colorChoices(t: EditorDictionary) {
  return [
    ['primary', t.settingsColorPrimary],
    ['secondary', t.settingsColorSecondary],
    ['background', t.settingsColorBackground],
    ['header', t.settingsColorHeader],
  ] as const;
}

/** Small, medium, large with their labels (logo sizes). */
export function sizeChoices(t: EditorDictionary) {
  return [
    ['small', t.settingsSizeSmall],
    ['medium', t.settingsSizeMedium],
    ['large', t.settingsSizeLarge],
  ] as const;
}
