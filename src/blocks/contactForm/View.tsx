/**
 * contactForm view: the contact / appointment request form (visitor spec §2-§5, §8). Kicker, title
 * and description, then the visitor's details, the topics the block offers, the preferred date and
 * time, remarks and a hidden trap field. The island validates with the same valibot schema as the
 * API (useFormFields) and runs idle -> loading -> sent (the form is reset, the
 * button stays disabled) | error (the button says why, back to idle after 3 s). Errors are linked to
 * their fields and listed in a summary that takes the focus, for the browser's checks and the
 * server's alike.
 */
import { useEffect, useRef } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { Field, FieldError, fieldAria, requiredMark } from '../../components/form/Field.tsx';
import { useBlockForm } from '../../components/form/useBlockForm.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { contactFormViewTexts } from '../../i18n/visitor/contact-form-view.ts';
import { fieldText } from '../../lib/content.ts';
import {
  ANREDEN,
  ANREDE_TEXT,
  CONTACT_ERROR_RESET_MS,
  CONTACT_FIELD_NAMES,
  CONTACT_MESSAGE_TEXT,
  CONTACT_TOPIC_TEXT,
  ContactErrorAnswerSchema,
  ContactFormSchema,
  EXISTING_CUSTOMER,
  EXISTING_CUSTOMER_TEXT,
  canSubmitContactForm,
  emptyContactForm,
  isContactMessageKey,
  offeredTopics,
  type ContactFieldName,
} from '../../lib/forms/contact.ts';
import type { BlockProps } from '../types.ts';
import type { contactFormSchema } from './schema.ts';
import './styles.css';

/**
 * The typed API client (Hono's `hc`), loaded when a visitor sends the form: most visitors never
 * do, so the page's first script stays without it.
 */
const contactApi = async () => (await import('../../components/form/api.ts')).formsApi.contact;

type Texts = (typeof contactFormViewTexts)['de'];

/** The label the error summary names each field by. */
const FIELD_LABEL: Readonly<Record<ContactFieldName, keyof Texts>> = {
  anrede: 'contactFormAnrede',
  vorname: 'contactFormVorname',
  nachname: 'contactFormNachname',
  dateOfBirth: 'contactFormDateOfBirth',
  strasse: 'contactFormStrasse',
  plz: 'contactFormPlz',
  ort: 'contactFormOrt',
  email: 'contactFormEmail',
  telefon: 'contactFormTelefon',
  existingCustomer: 'contactFormExistingCustomer',
  themes: 'contactFormThemes',
  bevorzugterTermin: 'contactFormTermin',
  bevorzugteUhrzeit: 'contactFormUhrzeit',
  fragenAnmerkungen: 'contactFormFragen',
  website: 'contactFormTrapLabel',
};

/** One-line text fields: name, label, input type, autocomplete token, required. */
const PERSONAL_FIELDS = [
  ['vorname', 'text', 'given-name', true],
  ['nachname', 'text', 'family-name', true],
  ['dateOfBirth', 'date', 'bday', false],
  ['strasse', 'text', 'address-line1', false],
  ['plz', 'text', 'postal-code', true],
  ['ort', 'text', 'address-level2', false],
  ['email', 'email', 'email', true],
  ['telefon', 'tel', 'tel', true],
] as const satisfies readonly (readonly [ContactFieldName, string, string, boolean])[];

/** The text of a message key (a key the client does not know reads as "check your details"). */
const messageText = (t: Texts, key: string | undefined): string =>
  isContactMessageKey(key) ? t[CONTACT_MESSAGE_TEXT[key]] : t.contactFormErrorInvalid;

export function ContactFormView({ group, options, fields }: BlockProps<typeof contactFormSchema>) {
  const { locale, mode } = useRenderContext();
  const t = contactFormViewTexts[locale];
  const TitleTag = useTitleTag(group.id);
  const SummaryTag = TitleTag === 'h1' ? 'h2' : 'h3';
  const id = (name: string) => `${group.id}-${name}`;
  const errorId = (name: ContactFieldName) => `${group.id}-${name}-error`;
  const topics = offeredTopics(options);

  const { form, state, failure, notice, hydrated, onSubmit, summaryRef } = useBlockForm({
    schema: ContactFormSchema,
    empty: emptyContactForm,
    send: async (valid) =>
      (await contactApi()).$post({
        json: { groupId: group.id, lang: locale, ...valid },
        query: { lang: locale },
      }),
    errorAnswer: ContactErrorAnswerSchema,
    fieldNames: CONTACT_FIELD_NAMES,
    canSend: () => mode === 'live',
    sentNotice: t.contactFormSentNotice,
    failure: (error, withFields) =>
      error?.code === 'rate_limited'
        ? { label: t.contactFormErrorRateLimited, notice: t.contactFormErrorRateLimited }
        : withFields
          ? { label: t.contactFormErrorInvalid, notice: t.contactFormErrorInvalid }
          : { label: t.contactFormError, notice: t.contactFormErrorNotice },
    // Spec §4: from error back to idle after 3 s; sent stays.
    resetMs: { error: CONTACT_ERROR_RESET_MS },
    logLabel: '[contact form] request',
  });
  const { register, errors, values, change } = form;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const chosen = values.themes ?? [];

  // The disabled button loses the focus once sent: the thank-you takes it.
  useEffect(() => {
    if (state === 'sent') statusRef.current?.focus();
  }, [state]);

  const errorOf = (name: ContactFieldName): string | undefined => {
    const message = errors[name]?.message;
    return message === undefined ? undefined : messageText(t, message);
  };

  /** The element a summary link moves to: the field, or the first choice of a group. */
  const targetId = (name: ContactFieldName) => {
    if (name === 'anrede') return id(`anrede-${ANREDEN[0]}`);
    if (name === 'existingCustomer') return id(`existingCustomer-${EXISTING_CUSTOMER[0]}`);
    if (name === 'themes') return id(`themes-${topics[0] ?? 'none'}`);
    return id(name);
  };
  /** aria attributes of a field: invalid state and the ids of its hint and error. */
  const described = (name: ContactFieldName, ...hints: string[]) =>
    fieldAria(errorOf(name), errorId(name), ...hints);
  /** A field's error message, linked to it by id (aria-describedby). */
  const fieldError = (name: ContactFieldName) => <FieldError id={errorId(name)} error={errorOf(name)} />;
  const required = requiredMark;
  const optional = <span className="contact-form__optional"> {t.contactFormOptional}</span>;

  const summary = CONTACT_FIELD_NAMES.flatMap((name) => {
    const error = errorOf(name);
    return error === undefined
      ? []
      : [{ name, label: t[FIELD_LABEL[name]], error, targetId: targetId(name) }];
  });
  const title = fieldText(fields.title, locale);
  const buttonLabel = {
    idle: t.contactFormSubmit,
    loading: t.contactFormSending,
    sent: t.contactFormSent,
    error: failure,
  }[state];

  return (
    <section className="block contact-form" {...(title !== null ? { 'aria-labelledby': id('title') } : {})}>
      <div className="block__inner">
        <div className="contact-form__head">
          <Text field={fields.kicker} as="p" className="kicker" />
          <div id={id('title')}>
            <Text field={fields.title} as={TitleTag} />
          </div>
          <RichText field={fields.description} className="contact-form__description" />
        </div>

        <form
          className="contact-form__form"
          noValidate
          method="post"
          aria-busy={state === 'loading'}
          onSubmit={onSubmit}
        >
          <ErrorSummary
            id={id('summary-title')}
            title={t.contactFormErrorSummary}
            headingTag={SummaryTag}
            items={summary}
            summaryRef={summaryRef}
          />

          <p className="contact-form__note">{t.contactFormRequiredNote}</p>

          <fieldset className="contact-form__group">
            <legend>{t.contactFormPersonalLegend}</legend>

            <fieldset
              className="contact-form__choices"
              role="radiogroup"
              aria-required="true"
              {...described('anrede')}
            >
              <legend className="contact-form__label">
                {t.contactFormAnrede}
                {required}
              </legend>
              {ANREDEN.map((value) => (
                <span className="contact-form__choice" key={value}>
                  <input type="radio" id={id(`anrede-${value}`)} value={value} {...register('anrede')} />
                  <label htmlFor={id(`anrede-${value}`)}>{t[ANREDE_TEXT[value]]}</label>
                </span>
              ))}
              {fieldError('anrede')}
            </fieldset>

            <div className="contact-form__grid">
              {PERSONAL_FIELDS.map(([name, type, autoComplete, isRequired]) => (
                <Field
                  key={name}
                  block="contact-form"
                  className={`contact-form__field--${name}`}
                  htmlFor={id(name)}
                  label={t[FIELD_LABEL[name]]}
                  marker={isRequired ? required : optional}
                  errorId={errorId(name)}
                  error={errorOf(name)}
                >
                  <input
                    type={type}
                    id={id(name)}
                    autoComplete={autoComplete}
                    aria-required={isRequired ? true : undefined}
                    {...register(name)}
                    {...described(name)}
                  />
                </Field>
              ))}
            </div>

            <fieldset
              className="contact-form__choices"
              role="radiogroup"
              aria-required="true"
              {...described('existingCustomer')}
            >
              <legend className="contact-form__label">
                {t.contactFormExistingCustomer}
                {required}
              </legend>
              {EXISTING_CUSTOMER.map((value) => (
                <span className="contact-form__choice" key={value}>
                  <input
                    type="radio"
                    id={id(`existingCustomer-${value}`)}
                    value={value}
                    {...register('existingCustomer')}
                  />
                  <label htmlFor={id(`existingCustomer-${value}`)}>{t[EXISTING_CUSTOMER_TEXT[value]]}</label>
                </span>
              ))}
              {fieldError('existingCustomer')}
            </fieldset>
          </fieldset>

          <fieldset
            className="contact-form__group"
            aria-describedby={[
              id('themes-hint'),
              ...(errorOf('themes') !== undefined ? [errorId('themes')] : []),
            ].join(' ')}
          >
            <legend>
              {t.contactFormThemes}
              {required}
            </legend>
            <p className="contact-form__hint" id={id('themes-hint')}>
              {t.contactFormThemesHint}
            </p>
            <ul className="contact-form__topics">
              {topics.map((key) => (
                <li key={key} className="contact-form__choice">
                  <input
                    type="checkbox"
                    id={id(`themes-${key}`)}
                    name="themes"
                    value={key}
                    checked={chosen.includes(key)}
                    onChange={(event) =>
                      change(
                        'themes',
                        event.target.checked ? [...chosen, key] : chosen.filter((item) => item !== key),
                      )
                    }
                    aria-invalid={errorOf('themes') !== undefined ? true : undefined}
                  />
                  <label htmlFor={id(`themes-${key}`)}>{t[CONTACT_TOPIC_TEXT[key]]}</label>
                </li>
              ))}
            </ul>
            {fieldError('themes')}
          </fieldset>

          <fieldset className="contact-form__group">
            <legend>{t.contactFormAppointmentLegend}</legend>
            <div className="contact-form__grid">
              {(
                [
                  ['bevorzugterTermin', 'date'],
                  ['bevorzugteUhrzeit', 'time'],
                ] as const
              ).map(([name, type]) => (
                <Field
                  key={name}
                  block="contact-form"
                  htmlFor={id(name)}
                  label={t[FIELD_LABEL[name]]}
                  marker={required}
                  errorId={errorId(name)}
                  error={errorOf(name)}
                >
                  <input
                    type={type}
                    id={id(name)}
                    aria-required="true"
                    {...register(name)}
                    {...described(name)}
                  />
                </Field>
              ))}
            </div>
            <Field
              block="contact-form"
              htmlFor={id('fragenAnmerkungen')}
              label={t.contactFormFragen}
              marker={optional}
              errorId={errorId('fragenAnmerkungen')}
              error={errorOf('fragenAnmerkungen')}
            >
              <textarea
                id={id('fragenAnmerkungen')}
                rows={5}
                {...register('fragenAnmerkungen')}
                {...described('fragenAnmerkungen')}
              />
            </Field>
          </fieldset>

          {/* The trap: hidden from people (and screen readers), filled only by bots. */}
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={id('website')}>{t.contactFormTrapLabel}</label>
            <input type="text" id={id('website')} tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>

          <div className="contact-form__actions form-actions">
            <button
              type="submit"
              className={`button button--contained form-submit contact-form__submit is-${state}`}
              disabled={!hydrated || mode !== 'live' || !canSubmitContactForm(state)}
              aria-describedby={mode !== 'live' ? id('edit-note') : undefined}
            >
              {buttonLabel}
            </button>
            {mode !== 'live' ? (
              <p className="contact-form__hint" id={id('edit-note')}>
                {t.contactFormEditNote}
              </p>
            ) : null}
            <p
              className={`form-status contact-form__status is-${state}`}
              role="status"
              ref={statusRef}
              tabIndex={state === 'sent' ? -1 : undefined}
            >
              {notice}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
