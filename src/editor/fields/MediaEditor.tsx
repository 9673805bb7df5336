/**
 * FieldEditors.Media: the image or video as visitors see it (it already carries the field's data
 * attributes, so a click selects it); an empty field becomes a clickable placeholder in the image's
 * place. Choosing and uploading media comes with the media library (a later issue): the context
 * menu says so.
 */
import type { FieldEditors } from '../../fields/context.tsx';
import { useEditorTexts, useToolbarActive } from '../hooks.ts';

export const MediaEditor: FieldEditors['Media'] = ({ field, className, children }) => {
  const t = useEditorTexts();
  const toolbar = useToolbarActive();
  if (!toolbar) return field.visible ? children : null;
  if (!field.media) {
    return (
      <span
        className={['editor-media-empty', className].filter(Boolean).join(' ')}
        data-field-id={field.id}
        data-field-name={field.name}
        data-editor-hidden={field.visible ? undefined : t.editTextHidden}
        role="img"
        aria-label={t.editMediaEmpty}
      >
        <span className="editor-media-empty__text">{t.editMediaEmpty}</span>
      </span>
    );
  }
  if (!field.visible) {
    return (
      <span className="editor-hidden-wrap" data-editor-hidden={t.editTextHidden}>
        {children}
      </span>
    );
  }
  return children;
};
