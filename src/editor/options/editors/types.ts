/** The contract between the options panel and one option editor. */
import type * as v from 'valibot';
import type { EditorDictionary } from '../../../i18n/editor.ts';
import type { OptionSettings } from '../option-config.ts';

export interface OptionEditorProps<T> {
  /** Unique id base for the editor's inputs (labels point at `${id}-input`). */
  id: string;
  /** The option's label (legend or input label). */
  label: string;
  /** The current value, already read with the block's option schema (defaults filled in). */
  value: T;
  /** The option's schema (a number editor reads its bounds from it). */
  schema: v.GenericSchema;
  settings: OptionSettings;
  /**
   * True while a save of this option runs. Inputs stay enabled (disabling would drop the focus);
   * text inputs turn read-only and forms ignore a second submit meanwhile.
   */
  busy: boolean;
  /** Id of this option's error message, for aria-describedby while `invalid`. */
  errorId: string;
  invalid: boolean;
  t: EditorDictionary;
  /** Saves a checked value. */
  onSave: (value: T) => void;
  /** Refuses the input: shows the message with a shake; nothing is saved. */
  onInvalid: (message: string) => void;
  /** The user changed the input again: the old error goes away. */
  onEdit: () => void;
}

/**
 * aria attributes that tie an input to the option's error message (while invalid) and to any
 * hints (`hintIds`).
 */
export function describedBy(
  props: Pick<OptionEditorProps<unknown>, 'invalid' | 'errorId'>,
  ...hintIds: (string | null | undefined)[]
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [props.invalid ? props.errorId : null, ...hintIds].filter((id): id is string => !!id);
  return {
    ...(props.invalid ? { 'aria-invalid': true as const } : {}),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
