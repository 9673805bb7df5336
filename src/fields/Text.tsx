/** Plain text field: renders the locale's text in the given element; nothing when empty (live). */
import type { JSX } from 'react';
import { fieldText, type FieldSnapshot } from '../lib/content.ts';
import { editAttributes, useRenderContext } from './context.tsx';

export interface TextProps {
  field: FieldSnapshot | undefined;
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  /** Multi-line plain text (edited as a text area). */
  multiline?: boolean;
}

export function Text({ field, as: Tag = 'span', className, multiline = false }: TextProps) {
  const { locale, mode, editors } = useRenderContext();
  if (!field || (!field.visible && mode === 'live')) return null;
  if (mode === 'edit' && editors)
    return <editors.Text field={field} as={Tag} className={className} multiline={multiline} />;
  const text = fieldText(field, locale);
  if (text === null && mode === 'live') return null;
  return (
    <Tag className={className} {...editAttributes(mode, field.id, field.name)}>
      {text ?? ''}
    </Tag>
  );
}
