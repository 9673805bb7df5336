/**
 * FieldEditors.Media: the image or video as visitors see it (it already carries the field's data
 * attributes, so a click selects it); an empty field becomes a clickable placeholder in the image's
 * place. Choosing, uploading and cropping media is the media library's job (src/editor/media/),
 * opened from the field's context menu ('Mediathek'); the saved choice re-renders this field.
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
