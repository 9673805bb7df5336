/**
 * Link option: a link type (url, phone, e-mail or page) and its value, checked before saving
 * (editor spec §5: url valid, e-mail valid, phone numeric without whitespace, a page chosen in
 * the page picker). Used for a block's link option and, through LinkOptionsPanel, for buttons.
 */
import { useState, type FormEvent } from 'react';
import { LINK_TYPES, type LinkValue } from '../../../lib/block-options.ts';
import { format } from '../../../i18n/editor.ts';
import { displayLink } from '../../../lib/links.ts';
import { checkLink } from '../../../lib/option-validation.ts';
import { useEditor } from '../../context.tsx';
import { optionErrorMessage, valueLabel } from '../labels.ts';
import { pageLabel } from '../page-picker-sections.ts';
import { PagePicker, type PageRef } from '../PagePicker.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { describedBy, type OptionEditorProps } from './types.ts';

type LinkType = LinkValue['type'];

/** What the current link reads as: a shortened address or the page's name. */
function currentLinkText(link: LinkValue, pageName: (id: string) => string | null): string | null {
  switch (link.type) {
    case 'url':
      return link.url ? displayLink(link.url) : null;
    case 'phone':
      return link.phone;
    case 'email':
      return link.email;
    case 'page':
      return link.page ? (pageName(link.page.id) ?? link.page.id) : null;
  }
}

export function LinkEditor(props: OptionEditorProps<LinkValue | null>) {
  const { id, label, value, busy, t } = props;
  const { pages, locale } = useEditor();
  const [type, setType] = useState<LinkType>(value?.type ?? 'url');
  const [url, setUrl] = useState(value?.url ?? '');
  const [phone, setPhone] = useState(value?.phone ?? '');
  const [email, setEmail] = useState(value?.email ?? '');
  const [page, setPage] = useState<PageRef | null>(value?.page ?? null);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setType(value?.type ?? 'url');
    setUrl(value?.url ?? '');
    setPhone(value?.phone ?? '');
    setEmail(value?.email ?? '');
    setPage(value?.page ?? null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkLink({ type, url, phone, email, page });
    if (!result.ok) {
      props.onInvalid(optionErrorMessage(t, result.error));
      return;
    }
    props.onSave(result.value);
  };

  const edit =
    <T,>(set: (value: T) => void) =>
    (next: T) => {
      set(next);
      props.onEdit();
    };

  const pageName = (pageId: string) => {
    const found = pages.find((p) => p.id === pageId);
    return found ? pageLabel(found, locale) : null;
  };
  const current = value ? currentLinkText(value, pageName) : null;
  const statusId = `${id}-current`;
  const inputId = `${id}-input`;
  const valueInput = (
    inputLabel: string,
    text: string,
    set: (v: string) => void,
    mode: 'url' | 'tel' | 'email',
  ) => (
    <div className="lu-field">
      <label className="lu-option__label" htmlFor={inputId}>
        {inputLabel}
      </label>
      <input
        id={inputId}
        className="lu-input"
        type="text"
        inputMode={mode}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => edit(set)(event.target.value)}
        {...describedBy(props)}
      />
    </div>
  );

  return (
    <form className="lu-form" onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="lu-option__label">
        {label}
      </p>
      <p id={statusId} className="lu-option__hint">
        {current ? format(t.optionsLinkCurrent, { link: current }) : t.optionsLinkNone}
      </p>
      <fieldset className="lu-form__fields">
        <ChoiceGroup
          name={`${id}-type`}
          legend={t.optionsLinkType}
          value={type}
          onChoose={edit(setType)}
          choices={LINK_TYPES.map((linkType) => ({
            value: linkType,
            label: valueLabel(t, 'link', linkType),
          }))}
        />
        {type === 'url' && valueInput(t.optionsLinkUrl, url, setUrl, 'url')}
        {type === 'phone' && valueInput(t.optionsLinkPhone, phone, setPhone, 'tel')}
        {type === 'email' && valueInput(t.optionsLinkEmail, email, setEmail, 'email')}
        {type === 'page' && (
          <PagePicker
            id={id}
            value={page}
            onChange={edit(setPage)}
            t={t}
            describedBy={props.invalid ? props.errorId : undefined}
          />
        )}
        <div className="lu-form__actions">
          <button type="submit" className="lu-button lu-button--primary">
            {t.optionsSave}
          </button>
          {value && (
            <button type="button" className="lu-button" onClick={() => props.onSave(null)}>
              {t.optionsLinkRemove}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
