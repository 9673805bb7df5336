/** The in-place field editors the editor island injects into the render context (edit mode). */
import type { FieldEditors } from '../../fields/context.tsx';
import { CollectionAddButton } from '../collections/CollectionAddButton.tsx';
import { ButtonEditor } from './ButtonEditor.tsx';
import { MediaEditor } from './MediaEditor.tsx';
import { RichTextField } from './RichTextField.tsx';
import { TextEditor } from './TextEditor.tsx';

export const fieldEditors: FieldEditors = {
  Text: TextEditor,
  RichText: RichTextField,
  Media: MediaEditor,
  Button: ButtonEditor,
  CollectionAdd: CollectionAddButton,
};
