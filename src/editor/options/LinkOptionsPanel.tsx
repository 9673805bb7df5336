/**
 * The link options of a button field ("link options" in the context menu): the link editor for
 * the field's `link` option, saved with `saveField`. Closes after a successful save or removal;
 * a refused input or a failed save keeps it open with the error.
 */
import { useId, useState } from 'react';
import * as v from 'valibot';
import { LinkSchema, type LinkValue } from '../../lib/block-options.ts';
import { editorDictionary } from '../../i18n/editor.ts';
import type { FieldSnapshot } from '../../lib/content.ts';
import { useEditor, type SaveOutcome } from '../context.tsx';
import { LinkEditor } from './editors/LinkEditor.tsx';
import { optionLabel } from './labels.ts';
import { optionSettings } from './option-config.ts';
import { OptionRow, saveOutcomeError, useOptionRows } from './OptionRow.tsx';
import { PanelFrame } from './PanelFrame.tsx';

/** The field's stored link, or null when it has none (or an unreadable one). */
export function readFieldLink(field: FieldSnapshot): LinkValue | null {
  const parsed = v.safeParse(LinkSchema, field.options['link']);
  return parsed.success ? parsed.output : null;
}

export interface LinkOptionsPanelProps {
  /** The button field (a placeholder with `revision` undefined when it does not exist yet). */
  field: FieldSnapshot;
  onClose: () => void;
}

export function LinkOptionsPanel({ field, onClose }: LinkOptionsPanelProps) {
  const { saveField, editorLocale } = useEditor();
  const t = editorDictionary(editorLocale);
  const id = useId();
  const rows = useOptionRows();
  const state = rows.row('link');

  const [link, setLink] = useState(() => readFieldLink(field));
  const [source, setSource] = useState(field);
  if (field !== source) {
    setSource(field);
    setLink(readFieldLink(field));
  }

  const save = async (next: LinkValue | null) => {
    rows.begin('link');
    let outcome: SaveOutcome;
    try {
      outcome = await saveField({ field, data: { options: { link: next } } });
    } catch (error) {
      console.error(`[options] saving the link of field ${field.id} failed`, error);
      outcome = 'error';
    }
    const message = saveOutcomeError(t, outcome);
    if (message !== null) {
      rows.fail('link', message);
      return;
    }
    rows.done('link');
    setLink(next);
    onClose();
  };

  const errorId = `${id}-error`;
  return (
    <PanelFrame title={t.optionsLinkPanelTitle} onClose={onClose} t={t}>
      <OptionRow state={state} errorId={errorId} t={t}>
        <LinkEditor
          id={id}
          label={optionLabel(t, 'link')}
          value={link}
          schema={LinkSchema}
          settings={optionSettings('button', 'link')}
          busy={state.saving}
          errorId={errorId}
          invalid={state.error !== null}
          t={t}
          onSave={(next) => void save(next)}
          onInvalid={(message) => rows.fail('link', message)}
          onEdit={() => rows.clear('link')}
        />
      </OptionRow>
    </PanelFrame>
  );
}

export default LinkOptionsPanel;
