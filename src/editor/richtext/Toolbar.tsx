/**
 * The formatting toolbar of a focused rich-text field: text style menu (headings 1–3, large
 * text, paragraph, small text; spec §5), bold, italic, bulleted and numbered lists, link.
 * Buttons keep the editor's focus (mousedown is not allowed to move it), so the selection stays.
 */
import type { EditorState } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { MouseEvent, ReactNode } from 'react';
import { format, type EditorDictionary, type EditorKey } from '../../i18n/editor.ts';
import { TEXT_STYLES, type TextStyle } from '../../lib/richtext-edit.ts';
import {
  activeList,
  applyTextStyle,
  isMarkActive,
  removeLink,
  selectionTextStyle,
  toggleList,
  toggleMarkNamed,
} from './milkdown.ts';
import type { BarPlacement } from './placement.ts';

const STYLE_LABELS: Record<TextStyle, EditorKey> = {
  heading1: 'richTextHeading1',
  heading2: 'richTextHeading2',
  heading3: 'richTextHeading3',
  large: 'richTextLarge',
  paragraph: 'richTextParagraph',
  small: 'richTextSmall',
};

export interface RichTextToolbarProps {
  view: EditorView;
  /** The view's latest state (the toolbar re-renders with it). */
  state: EditorState;
  t: EditorDictionary;
  /** The selection is in a link: the link button removes it (toggle). */
  linkActive: boolean;
  linkFormOpen: boolean;
  /** Above the edited line (default), or below it when there is no room above on screen. */
  placement?: BarPlacement;
  /** The bar's top in px from the field's top (./placement.ts), or null for the CSS default. */
  top?: number | null;
  onLink: () => void;
  /** Shown after the buttons (the current link). */
  children?: ReactNode;
}

/** Keeps focus (and so the selection) in the editor when a toolbar button is pressed. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function RichTextToolbar({
  view,
  state,
  t,
  linkActive,
  linkFormOpen,
  placement = 'above',
  top = null,
  onLink,
  children,
}: RichTextToolbarProps) {
  const style = selectionTextStyle(state);
  const styleValue = style === null ? '' : typeof style === 'object' ? `h${style.level}` : style;
  const list = activeList(state);

  const run = (command: (view: EditorView) => boolean) => () => {
    command(view);
    view.focus();
  };

  return (
    <div
      className="rte__toolbar"
      data-placement={placement}
      style={top === null ? undefined : { top, bottom: 'auto' }}
      role="toolbar"
      aria-label={t.richTextToolbar}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (!(event.target instanceof HTMLSelectElement)) keepFocus(event);
      }}
    >
      <select
        className="rte__style"
        aria-label={t.richTextStyle}
        value={styleValue}
        onChange={(event) => {
          const next = event.target.value as TextStyle;
          if ((TEXT_STYLES as readonly string[]).includes(next)) applyTextStyle(view, next);
          view.focus();
        }}
      >
        {style === null ? (
          <option value="" disabled>
            {t.richTextMixed}
          </option>
        ) : null}
        {style !== null && typeof style === 'object' ? (
          <option value={styleValue} disabled>
            {format(t.richTextHeadingLevel, { level: style.level })}
          </option>
        ) : null}
        {TEXT_STYLES.map((s) => (
          <option key={s} value={s}>
            {t[STYLE_LABELS[s]]}
          </option>
        ))}
      </select>
      <ToolButton
        label={t.richTextBold}
        pressed={isMarkActive(state, state.schema.marks['strong'])}
        onClick={run((v) => toggleMarkNamed(v, 'strong'))}
      >
        <b aria-hidden="true">{t.richTextBoldMark}</b>
      </ToolButton>
      <ToolButton
        label={t.richTextItalic}
        pressed={isMarkActive(state, state.schema.marks['emphasis'])}
        onClick={run((v) => toggleMarkNamed(v, 'emphasis'))}
      >
        <i aria-hidden="true">{t.richTextItalicMark}</i>
      </ToolButton>
      <ToolButton
        label={t.richTextBulletList}
        pressed={list === 'bullet_list'}
        onClick={run((v) => toggleList(v, 'bullet_list'))}
      >
        <Icon path="M4 6h2v2H4zM9 6h11v2H9zM4 11h2v2H4zM9 11h11v2H9zM4 16h2v2H4zM9 16h11v2H9z" />
      </ToolButton>
      <ToolButton
        label={t.richTextOrderedList}
        pressed={list === 'ordered_list'}
        onClick={run((v) => toggleList(v, 'ordered_list'))}
      >
        <Icon path="M4 5h2v4H5V6H4zM9 6h11v2H9zM4 11h3v1l-1.5 1.5H7v1H4v-1l1.5-1.5H4zM9 11h11v2H9zM4 16h3v4H4v-1h2v-.5H5v-1h1V17H4zM9 16h11v2H9z" />
      </ToolButton>
      <ToolButton
        label={linkActive ? t.richTextRemoveLink : t.richTextLink}
        pressed={linkActive || linkFormOpen}
        onClick={linkActive ? run(removeLink) : onLink}
      >
        <Icon path="M10.6 13.4a1 1 0 0 1 0-1.4l3.3-3.3a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 19a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1 1.4 1.4-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1 1.4 1.4-2.1 2.1A4.5 4.5 0 0 1 8.5 19zm8.1-4.8-1.4-1.4 2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1-1.4-1.4 2.1-2.1a4.5 4.5 0 0 1 6.4 6.4z" />
      </ToolButton>
      {children}
    </div>
  );
}

function ToolButton(props: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rte__button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
