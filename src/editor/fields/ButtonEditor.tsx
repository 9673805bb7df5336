/**
 * FieldEditors.Button: the button's label is edited inline in the button itself; its link is set
 * through the context menu's link options. A button without a link, or without a text in a
 * language the page is shown in, carries a warning badge with a tooltip (editor spec §8). An
 * unused slot (no text anywhere, no link) shows only its placeholder. Without the toolbar: the
 * button as visitors see it.
 */
import { isValidElement, type ReactNode } from 'react';
import * as v from 'valibot';
import { LinkSchema } from '../../lib/block-options.ts';
import type { FieldEditors } from '../../fields/context.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { Link } from '../../fields/Link.tsx';
import { format } from '../../i18n/editor.ts';
import { fieldText } from '../../lib/content.ts';
import { buttonFlags, pageLocales } from '../../lib/drafts.ts';
import { useEditor } from '../context.tsx';
import { useEditorTexts, useToolbarActive } from '../hooks.ts';
import { EditableText } from './EditableText.tsx';

/** The classes the Button primitive gave its label (variant and the block's own class). */
function labelClasses(children: ReactNode): string {
  if (isValidElement<{ className?: string }>(children) && children.props.className)
    return children.props.className;
  return 'button button--contained';
}

export const ButtonEditor: FieldEditors['Button'] = ({ field, children }) => {
  const { locale } = useRenderContext();
  const editor = useEditor();
  const t = useEditorTexts();
  const toolbar = useToolbarActive();
  const classes = labelClasses(children);

  if (!toolbar) {
    const text = fieldText(field, locale);
    if (!field.visible || text === null) return null;
    const link = v.safeParse(LinkSchema, field.options['link']);
    return (
      <span className="button-wrap">
        <Link link={link.success ? link.output : null} className={classes}>
          {text}
        </Link>
      </span>
    );
  }

  const locales = pageLocales(editor.page);
  const flags = buttonFlags(field, locales);
  const unused = flags.missingLink && flags.missingText.length === locales.length;
  const warnings = unused
    ? []
    : [
        flags.missingLink ? t.editButtonMissingLink : null,
        flags.missingText.length > 0
          ? format(t.editButtonMissingText, {
              locales: flags.missingText.map((l) => l.toUpperCase()).join(', '),
            })
          : null,
      ].filter((w): w is string => w !== null);

  return (
    <span
      className="button-wrap editor-button"
      data-field-id={field.id}
      data-field-name={field.name}
      data-editor-hidden={field.visible ? undefined : t.editTextHidden}
    >
      <EditableText
        field={field}
        as="span"
        className={classes}
        multiline={false}
        withFieldAttributes={false}
      />
      {warnings.length > 0 ? (
        <span
          className="editor-warning"
          role="img"
          tabIndex={0}
          aria-label={warnings.join(' ')}
          data-tooltip={warnings.join(' ')}
          data-editor-warning={flags.missingLink ? 'link' : 'text'}
        >
          !
        </span>
      ) : null}
    </span>
  );
};
