/**
 * The options panel of a block ("other options" in the context menu): every option its schema
 * declares, each with the editor of its option type, filtered by display conditions on the
 * current values. A change is saved through the shared save routine (`saveGroupOptions`) with a
 * spinner; the value shows at once and goes back if the save fails. Refused input shows its
 * error and saves nothing. A panel with a single option closes after a successful save; with
 * several it stays open so the editor can adjust the next one.
 */
import { useId, useState } from 'react';
import type { GroupSnapshot } from '../../lib/content.ts';
import { optionTypeOf } from '../../lib/block-options.ts';
import { readGroupOptions } from '../../blocks/read.ts';
import { blockSchema } from '../../blocks/registry.ts';
import type { BlockSchemaDef } from '../../blocks/types.ts';
import { editorDictionary, format } from '../../i18n/editor.ts';
import { visibleOptionKeys } from '../../lib/display-conditions.ts';
import { blockTypeLabel } from '../blocks/labels.ts';
import { useEditor, type SaveOutcome } from '../context.tsx';
import { optionEditor } from './editors/index.ts';
import { optionLabel } from './labels.ts';
import { displayConditions, optionSettings } from './option-config.ts';
import { OptionRow, saveOutcomeError, useOptionRows } from './OptionRow.tsx';
import { PanelFrame } from './PanelFrame.tsx';

type Values = Record<string, unknown>;

/** The group's options with defaults filled in; null when they cannot be read (newer version). */
function readValues(def: BlockSchemaDef | null, group: GroupSnapshot): Values | null {
  return def ? readGroupOptions(def, group) : null;
}

export interface OptionsPanelProps {
  /** The block whose options are edited (pass the current draft snapshot). */
  group: GroupSnapshot;
  onClose: () => void;
}

export default function OptionsPanel({ group, onClose }: OptionsPanelProps) {
  const { saveGroupOptions, editorLocale } = useEditor();
  const t = editorDictionary(editorLocale);
  const baseId = useId();
  const def = blockSchema(group.type);
  const rows = useOptionRows();

  const [values, setValues] = useState(() => readValues(def, group));
  const [source, setSource] = useState(group);
  if (group !== source) {
    // A newer snapshot (a save answered, a stale value replaced): show what is stored now.
    setSource(group);
    setValues(readValues(def, group));
  }

  const title = format(t.optionsPanelTitle, { block: blockTypeLabel(t, group.type) });
  if (!def || !values) {
    return (
      <PanelFrame title={title} onClose={onClose} t={t}>
        <p className="lu-option__empty">{def ? t.optionsUnreadable : t.optionsNone}</p>
      </PanelFrame>
    );
  }

  const entries = Object.entries(def.options.entries);
  const keys = visibleOptionKeys(
    entries.map(([key]) => key),
    displayConditions(group.type),
    values,
  );

  const save = async (key: string, value: unknown) => {
    const previous = values[key];
    setValues((current) => (current ? { ...current, [key]: value } : current));
    rows.begin(key);
    let outcome: SaveOutcome;
    try {
      outcome = await saveGroupOptions(group, { [key]: value });
    } catch (error) {
      console.error(`[options] saving ${group.type}.${key} failed`, error);
      outcome = 'error';
    }
    const message = saveOutcomeError(t, outcome);
    if (message === null) {
      rows.done(key);
      if (entries.length === 1) onClose();
      return;
    }
    setValues((current) => (current && current[key] === value ? { ...current, [key]: previous } : current));
    rows.fail(key, message);
  };

  return (
    <PanelFrame title={title} onClose={onClose} t={t}>
      {entries.length === 0 && <p className="lu-option__empty">{t.optionsNone}</p>}
      {entries
        .filter(([key]) => keys.includes(key))
        .map(([key, schema]) => {
          const label = optionLabel(t, key);
          const Editor = optionEditor(optionTypeOf(schema));
          const id = `${baseId}-${key}`;
          const errorId = `${id}-error`;
          const state = rows.row(key);
          return (
            <OptionRow key={key} state={state} errorId={errorId} t={t}>
              {Editor ? (
                <Editor
                  id={id}
                  label={label}
                  value={values[key]}
                  schema={schema}
                  settings={optionSettings(group.type, key)}
                  busy={state.saving}
                  errorId={errorId}
                  invalid={state.error !== null}
                  t={t}
                  onSave={(value: unknown) => void save(key, value)}
                  onInvalid={(message: string) => rows.fail(key, message)}
                  onEdit={() => rows.clear(key)}
                />
              ) : (
                <p className="lu-option__unknown">{format(t.optionsUnknown, { label })}</p>
              )}
            </OptionRow>
          );
        })}
    </PanelFrame>
  );
}
