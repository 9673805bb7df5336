/**
 * aspectSponsorForm view: the sponsor booking form of the ASPECT event (visitor spec §3-§5, §8,
 * §9). Items as checkboxes with their CHF prices, two person counters with their names, the
 * company's contact data, a hidden trap field and a running total. The island validates with the
 * same valibot schema as the API (useFormFields), asks the API which items
 * are fully booked, and runs the states idle -> loading -> sent | error, both back to idle after
 * 2 s. Errors are linked to their fields and listed in a summary that takes the focus.
 */
import { useCallback, useEffect, useState } from 'react';
import { formsApi } from '../../components/form/api.ts';
import { ErrorSummary, type SummaryItem } from '../../components/form/ErrorSummary.tsx';
import { Field, FieldError, fieldAria, requiredMark } from '../../components/form/Field.tsx';
import { useBlockForm } from '../../components/form/useBlockForm.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { sponsorFormViewTexts } from '../../i18n/visitor/sponsor-form-view.ts';
import { fieldText } from '../../lib/content.ts';
import {
  SELECTION_FIELD,
  SPONSOR_ITEM_KEYS,
  SPONSOR_ITEM_PRICES_CHF,
  SPONSOR_ITEM_TEXT,
  SPONSOR_PERSON_GROUPS,
  SponsorErrorAnswerSchema,
  SponsorFormSchema,
  emptySponsorForm,
  formatSponsorChf,
  sponsorTotal,
  type SponsorAvailability,
  type SponsorItemKey,
} from '../../lib/forms/sponsor.ts';
import type { BlockProps } from '../types.ts';
import type { aspectSponsorFormSchema } from './schema.ts';
import { loadAvailability } from './availability.ts';
import { ERROR_LABEL, ERROR_ORDER, failureText, fill, messageText, type ErrorName } from './texts.ts';
import './styles.css';

/** Spec §4: the sponsor form returns to idle 2 s after sent and after error. */
export const SPONSOR_RESET_MS = 2000;
const api = formsApi.aspectSponsorForm;

export function AspectSponsorFormView({
  group,
  options,
  fields,
}: BlockProps<typeof aspectSponsorFormSchema>) {
  const { locale } = useRenderContext();
  const t = sponsorFormViewTexts[locale];
  const TitleTag = useTitleTag(group.id);
  const id = (name: string) => `${group.id}-${name}`;
  const errorId = (name: string) => `${group.id}-${name}-error`;

  const [closedByServer, setClosedByServer] = useState(false);
  const [availability, setAvailability] = useState<SponsorAvailability['items'] | null>(null);
  const closed = options.bookingsClosed || closedByServer;

  const { form, state, failure, notice, hydrated, onSubmit, summaryRef } = useBlockForm({
    schema: SponsorFormSchema,
    empty: emptySponsorForm,
    // 'all' lets the cross-field rules (names, selection) report together with the others.
    criteriaMode: 'all',
    send: (valid) =>
      api.$post({ json: { groupId: group.id, lang: locale, ...valid }, query: { lang: locale } }),
    errorAnswer: SponsorErrorAnswerSchema,
    canSend: () => !closed,
    sentNotice: t.sponsorSentNotice,
    // Error state: the button says what failed (spec §8), the status line says it in full.
    failure: (error) => {
      const label = failureText(t, error);
      return { label, notice: label === t.sponsorError ? t.sponsorErrorNotice : label };
    },
    onSent: () => void refreshAvailability(),
    onRefused: (error) => {
      if (error?.code === 'fully_booked') void refreshAvailability();
      if (error?.code === 'bookings_closed') setClosedByServer(true);
    },
    // Spec §4: sent and error both return to idle after 2 s.
    resetMs: { error: SPONSOR_RESET_MS, sent: SPONSOR_RESET_MS },
    logLabel: '[sponsor form] booking',
  });
  const { register, values, setValue, getValues, clearErrors, trigger, errors, isSubmitted } = form;
  const total = sponsorTotal(values);
  const errorOf = (name: ErrorName): string | undefined => {
    const message = errors[name]?.message;
    return message === undefined ? undefined : messageText(t, message);
  };
  const selectionError = errorOf(SELECTION_FIELD);

  // A booking that now books something no longer has the "choose something" problem.
  useEffect(() => {
    if (selectionError !== undefined && total > 0) clearErrors(SELECTION_FIELD);
  }, [selectionError, total, clearErrors]);

  const applyAvailability = useCallback(
    (items: SponsorAvailability['items']) => {
      setAvailability(items);
      // A fully booked item cannot stay ticked (it is disabled now, and the total must match).
      for (const key of SPONSOR_ITEM_KEYS) {
        if (items[key]?.fullyBooked && getValues(key) === true) setValue(key, false);
      }
    },
    [getValues, setValue],
  );
  const refreshAvailability = useCallback(
    () =>
      loadAvailability().then((items) => {
        if (items) applyAvailability(items);
      }),
    [applyAvailability],
  );

  useEffect(() => {
    let active = true;
    void loadAvailability().then((items) => {
      if (active && items) applyAvailability(items);
    });
    return () => {
      active = false;
    };
  }, [applyAvailability]);

  /** Moves a counter by one (never below 0), re-checking its names once the form was submitted. */
  const step = (persons: (typeof SPONSOR_PERSON_GROUPS)[number], delta: number) => {
    const current = Number(getValues(persons.count));
    const next = Math.max(0, (Number.isSafeInteger(current) ? current : 0) + delta);
    setValue(persons.count, next);
    if (isSubmitted) void trigger([persons.count, persons.names]);
  };

  /** A summary link's target: the field, or the first bookable item of the items' fieldset. */
  const focusField = ({ name }: SummaryItem) => {
    const target =
      name === SELECTION_FIELD
        ? document.querySelector<HTMLInputElement>(`#${CSS.escape(id(name))} input:not(:disabled)`)
        : document.getElementById(id(name));
    target?.focus();
  };

  /** aria attributes of a field: invalid state and the ids of its hint and error. */
  const described = (name: ErrorName, ...hints: string[]) =>
    fieldAria(errorOf(name), errorId(name), ...hints);
  /** A field's error message, linked to it by id (aria-describedby). */
  const fieldError = (name: ErrorName) => <FieldError id={errorId(name)} error={errorOf(name)} />;

  const summary = ERROR_ORDER.flatMap((name) => {
    const error = errorOf(name);
    return error === undefined ? [] : [{ name, label: t[ERROR_LABEL[name]], error, targetId: id(name) }];
  });
  const title = fieldText(fields.title, locale);
  const full = (key: SponsorItemKey) => availability?.[key]?.fullyBooked === true;
  const buttonLabel = {
    idle: t.sponsorSubmit,
    loading: t.sponsorSending,
    sent: t.sponsorSent,
    error: failure,
  }[state];

  return (
    <section
      className="block sponsor-form"
      {...(title !== null ? { 'aria-labelledby': id('title') } : { 'aria-label': t.sponsorItemsLegend })}
    >
      <div className="block__inner">
        <div className="sponsor-form__head" id={id('title')}>
          <Text field={fields.title} as={TitleTag} />
        </div>
        <RichText field={fields.description} className="sponsor-form__description" />
        {closed ? (
          <p className="sponsor-form__closed" id={id('closed')}>
            {t.sponsorClosed}
          </p>
        ) : null}

        <form
          className="sponsor-form__form"
          noValidate
          method="post"
          action={api.$path()}
          aria-busy={state === 'loading'}
          onSubmit={onSubmit}
        >
          <ErrorSummary
            id={id('summary-title')}
            title={fill(t.sponsorErrorSummary, { count: String(summary.length) })}
            headingTag="h2"
            items={summary}
            summaryRef={summaryRef}
            onFollow={focusField}
          />

          <p className="sponsor-form__note">{t.sponsorRequiredNote}</p>

          <fieldset
            className="sponsor-form__group"
            id={id(SELECTION_FIELD)}
            disabled={closed}
            aria-describedby={selectionError !== undefined ? errorId(SELECTION_FIELD) : undefined}
          >
            <legend>{t.sponsorItemsLegend}</legend>
            {fieldError(SELECTION_FIELD)}
            <ul className="sponsor-form__items">
              {SPONSOR_ITEM_KEYS.map((key) => (
                <li key={key} className={`sponsor-form__item${full(key) ? ' is-full' : ''}`}>
                  <input
                    type="checkbox"
                    id={id(key)}
                    {...register(key)}
                    disabled={full(key)}
                    aria-describedby={full(key) ? id(`${key}-full`) : undefined}
                  />
                  <label htmlFor={id(key)}>
                    <span className="sponsor-form__item-name">{t[SPONSOR_ITEM_TEXT[key]]}</span>
                    <span className="sponsor-form__price">
                      {formatSponsorChf(SPONSOR_ITEM_PRICES_CHF[key])}
                    </span>
                  </label>
                  {full(key) ? (
                    <span className="sponsor-form__badge" id={id(`${key}-full`)}>
                      {t.sponsorFullyBooked}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>

          <fieldset className="sponsor-form__group" disabled={closed}>
            <legend>{t.sponsorPersonsLegend}</legend>
            {SPONSOR_PERSON_GROUPS.map((persons) => {
              const label = t[persons.label];
              const count = Number(values[persons.count] ?? 0);
              const namesRequired = Number.isFinite(count) && count > 0;
              return (
                <div className="sponsor-form__persons" key={persons.count}>
                  <label className="sponsor-form__label" htmlFor={id(persons.count)}>
                    {label}{' '}
                    <span className="sponsor-form__hint">
                      ({fill(t.sponsorPerPerson, { price: formatSponsorChf(persons.price) })})
                    </span>
                  </label>
                  <div className="sponsor-form__counter">
                    <button
                      type="button"
                      className="sponsor-form__step"
                      aria-label={fill(t.sponsorDecrease, { field: label })}
                      aria-controls={id(persons.count)}
                      disabled={!(count > 0)}
                      onClick={() => step(persons, -1)}
                    >
                      <span aria-hidden="true">−</span>
                    </button>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      id={id(persons.count)}
                      {...register(persons.count, { valueAsNumber: true, deps: [persons.names] })}
                      {...described(persons.count)}
                    />
                    <button
                      type="button"
                      className="sponsor-form__step"
                      aria-label={fill(t.sponsorIncrease, { field: label })}
                      aria-controls={id(persons.count)}
                      onClick={() => step(persons, 1)}
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                  </div>
                  {fieldError(persons.count)}
                  <label className="sponsor-form__label" htmlFor={id(persons.names)}>
                    {t[persons.namesLabel]}
                    {namesRequired ? requiredMark : null}
                  </label>
                  <p className="sponsor-form__hint" id={id(`${persons.names}-hint`)}>
                    {t.sponsorNamesHint}
                  </p>
                  <textarea
                    id={id(persons.names)}
                    rows={3}
                    {...register(persons.names)}
                    aria-required={namesRequired}
                    {...described(persons.names, id(`${persons.names}-hint`))}
                  />
                  {fieldError(persons.names)}
                </div>
              );
            })}
          </fieldset>

          <fieldset className="sponsor-form__group sponsor-form__contact" disabled={closed}>
            <legend>{t.sponsorContactLegend}</legend>
            {(
              [
                ['company', t.sponsorCompany, 'text', 'organization'],
                ['contactName', t.sponsorContactName, 'text', 'name'],
                ['phone', t.sponsorPhone, 'tel', 'tel'],
                ['email', t.sponsorEmail, 'email', 'email'],
              ] as const
            ).map(([name, label, type, autoComplete]) => (
              <Field
                key={name}
                block="sponsor-form"
                htmlFor={id(name)}
                label={label}
                marker={requiredMark}
                errorId={errorId(name)}
                error={errorOf(name)}
              >
                <input
                  type={type}
                  id={id(name)}
                  autoComplete={autoComplete}
                  aria-required="true"
                  {...register(name)}
                  {...described(name)}
                />
              </Field>
            ))}
          </fieldset>

          {/* The trap: hidden from people (and screen readers), filled only by bots. */}
          <div className="sponsor-form__trap" aria-hidden="true">
            <label htmlFor={id('website')}>{t.sponsorTrapLabel}</label>
            <input type="text" id={id('website')} tabIndex={-1} autoComplete="off" {...register('website')} />
            {fieldError('website')}
          </div>

          <p className="sponsor-form__total" aria-live="polite" aria-atomic="true">
            <span>{t.sponsorTotal}</span> <strong data-total={total}>{formatSponsorChf(total)}</strong>
          </p>

          <div className="sponsor-form__actions form-actions">
            <button
              type="submit"
              className={`button button--contained form-submit sponsor-form__submit is-${state}`}
              disabled={!hydrated || state !== 'idle' || closed}
              aria-describedby={closed ? id('closed-why') : undefined}
            >
              {buttonLabel}
            </button>
            {/* Why nothing can be changed or sent, where the visitor looks for the button. */}
            {closed ? (
              <p className="sponsor-form__closed-why" id={id('closed-why')}>
                {t.sponsorClosed}
              </p>
            ) : null}
            <p className={`form-status sponsor-form__status is-${state}`} role="status">
              {notice}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
