/**
 * FieldEditors.Text: with the toolbar active an inline editor (EditableText); otherwise the text
 * exactly as visitors see it (nothing when empty or hidden), so edit mode without the toolbar is
 * a faithful preview.
 */
import { createElement } from 'react';
import { useRenderContext, type FieldEditors } from '../../fields/context.tsx';
import { fieldText } from '../../lib/content.ts';
import { useToolbarActive } from '../hooks.ts';
import { EditableText } from './EditableText.tsx';

export const TextEditor: FieldEditors['Text'] = ({ field, as, className, multiline }) => {
  const { locale } = useRenderContext();
  const toolbar = useToolbarActive();
  if (toolbar) return <EditableText field={field} as={as} className={className} multiline={multiline} />;
  const text = fieldText(field, locale);
  if (!field.visible || text === null) return null;
  return createElement(as, { className }, text);
};
