/**
 * Text option: one line, saved on Enter or when the input loses focus; empty or whitespace saves
 * null. Options declared as e-mail, url or phone inputs are checked first (editor spec §5).
 * Options the product sets are shown read-only.
 */
import { useState, type KeyboardEvent } from 'react';
import { checkTextInput } from '../../../lib/option-validation.ts';
import { optionErrorMessage } from '../labels.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

const INPUT_MODES = { text: 'text', email: 'email', url: 'url', phone: 'tel' } as const;

export function TextEditor(props: OptionEditorProps<string | null>) {
  const { id, label, value, settings, busy, t } = props;
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value ?? '');
  }

  const commit = () => {
    if (!settings.editable) return;
    const result = checkTextInput(draft, settings.inputKind);
    if (!result.ok) {
      props.onInvalid(optionErrorMessage(t, result.error));
      return;
    }
    setDraft(result.value ?? '');
    if (result.value !== (value ?? null)) props.onSave(result.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const hintId = settings.editable ? null : `${id}-hint`;
  return (
    <div className="lu-field">
      <label className="lu-option__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="lu-input"
        type="text"
        inputMode={INPUT_MODES[settings.inputKind]}
        autoComplete="off"
        spellCheck={settings.inputKind === 'text'}
        value={draft}
        readOnly={busy || !settings.editable}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          props.onEdit();
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        {...describedBy(props, hintId)}
      />
      {hintId && (
        <p id={hintId} className="lu-option__hint">
          {t.optionsReadOnly}
        </p>
      )}
    </div>
  );
}
