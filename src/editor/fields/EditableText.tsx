/**
 * An inline plain-text editor that looks exactly like the text it edits: the block's own element
 * (h1, p, span ...) with its classes, made `contenteditable` (plain text only). Focus selects the
 * content, Enter saves a single-line text, blur saves, Escape restores the stored text, empty or
 * whitespace-only saves null (editor spec §4). React renders the element without children and
 * the text is written into it only while it is not being edited, so a save answering while the
 * editor types never moves the caret or swallows keystrokes.
 */
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useRenderContext } from '../../fields/context.tsx';
import { format } from '../../i18n/editor.ts';
import type { FieldSnapshot, Locale } from '../../lib/content.ts';
import { useEditor } from '../context.tsx';
import { useEditorTexts } from '../hooks.ts';
import { fieldLabel } from '../labels.ts';
import { fieldSpecOf } from '../store.ts';

export interface EditableTextProps {
  field: FieldSnapshot;
  as: string;
  className?: string | undefined;
  multiline: boolean;
  /** Put the field's data attributes on this element (false when a wrapper carries them). */
  withFieldAttributes?: boolean;
}

/** The text a field stores in a locale, as typed ('' when none). */
export function storedText(field: FieldSnapshot, locale: Locale): string {
  const content = field.content;
  if (!content) return '';
  if (content.kind === 'single') return content.value === null ? '' : String(content.value);
  return content.values[locale]?.text ?? '';
}

/** What an editable element holds, as the text to save (null when empty or whitespace only). */
export function typedValue(raw: string, multiline: boolean): string | null {
  let text = raw.replace(/\u00a0/g, ' ');
  text = multiline ? text.replace(/\r\n?/g, '\n') : text.replace(/\s*[\r\n]+\s*/g, ' ');
  text = text.trim();
  return text === '' ? null : text;
}

function selectContents(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function EditableText({
  field,
  as,
  className,
  multiline,
  withFieldAttributes = true,
}: EditableTextProps) {
  const { locale } = useRenderContext();
  const editor = useEditor();
  const t = useEditorTexts();
  const element = useRef<HTMLElement | null>(null);
  const text = storedText(field, locale);
  const latest = useRef(text);

  // The stored text goes into the element whenever it changes, unless the editor is typing in it.
  useLayoutEffect(() => {
    latest.current = text;
    const el = element.current;
    if (el && document.activeElement !== el) el.textContent = text;
  }, [text]);

  const showStored = useCallback(() => {
    const el = element.current;
    if (el && document.activeElement !== el) el.textContent = latest.current;
  }, []);

  const commit = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const value = typedValue(multiline ? el.innerText : (el.textContent ?? ''), multiline);
    const single = field.content?.kind === 'single' || fieldSpecOf(editor.page, field)?.kind === 'single';
    let data;
    if (single) {
      const before = field.content?.kind === 'single' ? field.content.value : null;
      const numeric = typeof before === 'number' && value !== null && Number.isFinite(Number(value));
      data = { content: { value: numeric ? Number(value) : value } };
    } else {
      data = { content: { locale, text: value } };
    }
    void editor.saveField({ field, data }).then(showStored);
  }, [editor, field, locale, multiline, showStored]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !multiline && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      // Escape cancels this edit only; it must not also close the toolbar.
      event.preventDefault();
      event.stopPropagation();
      event.currentTarget.textContent = latest.current;
      event.currentTarget.blur();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/plain');
    document.execCommand('insertText', false, multiline ? pasted : pasted.replace(/\s*[\r\n]+\s*/g, ' '));
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const el = event.currentTarget;
    // After the browser has placed the caret for the click that focused it.
    requestAnimationFrame(() => {
      if (document.activeElement === el) selectContents(el);
    });
  };

  const label = fieldLabel(t, field.name);
  // A block's own element name ('h2', 'p', 'span'), as the Text primitive received it.
  const Tag = as as ElementType;
  return (
    <Tag
      ref={element}
      className={['editor-text', className].filter(Boolean).join(' ')}
      contentEditable="plaintext-only"
      spellCheck
      data-placeholder={format(t.editTextPlaceholder, { name: label })}
      data-multiline={multiline ? 'true' : undefined}
      data-editor-hidden={field.visible ? undefined : t.editTextHidden}
      {...(withFieldAttributes ? { 'data-field-id': field.id, 'data-field-name': field.name } : {})}
      onFocus={onFocus}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    />
  );
}
