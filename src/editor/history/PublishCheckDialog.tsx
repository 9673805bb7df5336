/**
 * The publish dialog, one for the toolbar and the pages panel, showing the publish rules' reasons
 * (src/lib/publish/publish-rules.ts) whether the editor found them before asking or the server
 * answered them: missing translations per language (the page cannot be published: only close),
 * then the accessibility check: images without alt text in a published language, headings that
 * skip a level and text/background pairs below WCAG AA contrast, each with what to look at. With
 * only the accessibility findings the editor can still publish anyway, or cancel and fix them
 * first; on the page being edited a block's item offers to show that block.
 */
import type { ReactNode } from 'react';
import { blockTypeLabel } from '../blocks/labels.ts';
import { scrollToGroupWhenShown } from '../blocks/scroll-to-group.ts';
import { format, type EditorLocale } from '../../i18n/editor.ts';
import { hexColor } from '../../lib/a11y-check.ts';
import { isAccessible } from '../../lib/publish/accessibility.ts';
import type { Rgb } from '../../lib/color.ts';
import type { PageSnapshot } from '../../lib/content.ts';
import { hasMissingTranslations, type PublishReasons } from '../../lib/publish/publish-rules.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { fieldLabel } from '../labels.ts';
import { MissingAltList } from '../media/MissingAltList.tsx';
import { findGroup } from '../store.ts';
import './history.css';

export interface PublishCheckDialogProps {
  /** The reasons, from the rule before asking or from the server's 409. */
  check: PublishReasons;
  /** The page's draft when it is the page being edited (its blocks can be shown), else null. */
  page: PageSnapshot | null;
  editorLocale: EditorLocale;
  onCancel: () => void;
  /** Publishes past the accessibility findings; never offered while a translation is missing. */
  onPublish: () => void;
}

function Swatch({ rgb }: { rgb: Rgb }) {
  return <span className="editor-check__swatch" style={{ background: hexColor(rgb) }} aria-hidden="true" />;
}

export function PublishCheckDialog({
  check,
  page,
  editorLocale,
  onCancel,
  onPublish,
}: PublishCheckDialogProps) {
  const t = useEditorTexts();
  const ratio = new Intl.NumberFormat(`${editorLocale}-CH`, { maximumFractionDigits: 2 });
  const blocked = hasMissingTranslations(check);
  const blockName = (groupId: string | null) => {
    const group = groupId && page ? findGroup(page, groupId) : null;
    return group ? blockTypeLabel(t, group.type) : t.checkContrastPage;
  };
  const show = (groupId: string | null) =>
    groupId && page && findGroup(page, groupId)
      ? () => {
          onCancel();
          scrollToGroupWhenShown(groupId);
        }
      : null;

  return (
    <Dialog
      title={blocked ? t.checkBlockedTitle : t.checkTitle}
      onClose={onCancel}
      actions={
        blocked ? (
          <button type="button" className="editor-button-secondary" onClick={onCancel} autoFocus>
            {t.toolbarDialogClose}
          </button>
        ) : (
          <>
            <button type="button" className="editor-button-secondary" onClick={onCancel} autoFocus>
              {t.toolbarCancel}
            </button>
            <button type="button" className="editor-button-primary" onClick={onPublish}>
              {t.publishAltAnyway}
            </button>
          </>
        )
      }
    >
      {blocked ? (
        <section className="editor-check__section" data-check="translations">
          <h3>{t.toolbarMissingTitle}</h3>
          <p>{t.toolbarPublishMissing}</p>
          <ul className="editor-missing">
            {check.missingTranslations.map((entry) => (
              <li key={entry.locale} data-locale={entry.locale}>
                <strong>{entry.locale.toUpperCase()}</strong>
                <ul>
                  {entry.pageName ? <li data-field-item="page-name">{t.checkPageName}</li> : null}
                  {entry.fields.map((field) => (
                    <CheckItem key={field.fieldId} onShow={show(field.groupId)} showLabel={t.checkShowBlock}>
                      {format(t.checkTranslationsItem, {
                        field: fieldLabel(t, field.fieldName),
                        box: field.groupType ? blockTypeLabel(t, field.groupType) : t.translationsPageFields,
                      })}
                    </CheckItem>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {isAccessible(check) ? null : <p>{t.checkIntro}</p>}
      {check.missingAlt.length > 0 ? (
        <section className="editor-check__section" data-check="alt">
          <h3>{t.publishAltTitle}</h3>
          <MissingAltList images={check.missingAlt} />
        </section>
      ) : null}
      {check.headings.length > 0 ? (
        <section className="editor-check__section" data-check="headings">
          <h3>{t.checkHeadingsTitle}</h3>
          <p>{t.checkHeadingsIntro}</p>
          <ul className="editor-missing">
            {check.headings.map((issue) => (
              <CheckItem
                key={`${issue.heading.groupId}-${issue.heading.level}-${issue.after}-${issue.heading.text}`}
                onShow={show(issue.heading.groupId)}
                showLabel={t.checkShowBlock}
              >
                {format(t.checkHeadingItem, {
                  text: issue.heading.text,
                  level: issue.heading.level,
                  after: issue.after,
                  locales: issue.locales.map((l) => l.toUpperCase()).join(', '),
                })}
              </CheckItem>
            ))}
          </ul>
        </section>
      ) : null}
      {check.contrast.length > 0 ? (
        <section className="editor-check__section" data-check="contrast">
          <h3>{t.checkContrastTitle}</h3>
          <p>{t.checkContrastIntro}</p>
          <ul className="editor-missing">
            {check.contrast.map((issue, index) => (
              <CheckItem
                key={`${issue.groupId}-${index}`}
                onShow={show(issue.groupId)}
                showLabel={t.checkShowBlock}
              >
                <Swatch rgb={issue.text} />
                <Swatch rgb={issue.background} />
                {format(t.checkContrastItem, {
                  where: blockName(issue.groupId),
                  text: hexColor(issue.text),
                  background: hexColor(issue.background),
                  ratio: ratio.format(issue.ratio),
                  required: ratio.format(issue.required),
                })}
              </CheckItem>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}

function CheckItem(props: { onShow: (() => void) | null; showLabel: string; children: ReactNode }) {
  return (
    <li className="editor-check__item">
      {props.children}
      {props.onShow ? (
        <button type="button" onClick={props.onShow}>
          {props.showLabel}
        </button>
      ) : null}
    </li>
  );
}
