/**
 * One branch's hours in the business panel: the regular week (several intervals per weekday, a
 * day without any is closed), the special days (closed all day, or open with their own
 * intervals), the canton's public holidays of the coming year (closed unless the shop opens
 * anyway, which adds a special day with that weekday's usual hours), and a preview of the next
 * 14 days as the site will show them. Every problem shows next to its day, in words.
 */
import { useId } from 'react';
import { format } from '../../i18n/format.ts';
import type { EditorDictionary } from '../../i18n/editor.ts';
import type { SpecialDay } from '../../lib/business/hours-edit.ts';
import { addDays, civilToUtc, isoWeekday } from '../../lib/civil-date.ts';
import { formatPeriods, schedule, type Holiday, type TimeRange } from '../../lib/opening-hours.ts';
import { specialHoursOf } from '../../lib/business/hours-edit.ts';
import { WEEKDAYS, weeklyOf, type BranchForm, type FormProblem } from './business-form.ts';

/** Days the preview shows. */
export const PREVIEW_DAYS = 14;
/** A new interval's times. */
const NEW_INTERVAL: TimeRange = { open: '09:00', close: '18:00' };

const PROBLEM_TEXT: Record<FormProblem, keyof EditorDictionary> = {
  required: 'businessErrorRequired',
  zip: 'businessErrorZip',
  email: 'settingsErrorEmail',
  phone: 'settingsErrorPhone',
  badTime: 'businessProblemBadTime',
  endBeforeStart: 'businessProblemEndBeforeStart',
  overlap: 'businessProblemOverlap',
  badDate: 'businessProblemBadDate',
  closedWithHours: 'businessProblemClosedWithHours',
  duplicateDate: 'businessProblemDuplicateDate',
};

/** The text of a problem in the editor's language. */
export const problemText = (t: EditorDictionary, problem: FormProblem | undefined) =>
  problem ? t[PROBLEM_TEXT[problem]] : null;

/** A weekday's name in the editor's language (1 = Monday). */
const weekdayName = (day: number, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'long', timeZone: 'UTC' }).format(
    civilToUtc(`2024-01-0${day}`),
  );

/** A civil date, short, in the editor's language ('Mo., 28.12.'). */
const shortDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-CH`, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(civilToUtc(date));

interface IntervalsProps {
  t: EditorDictionary;
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}

/** The intervals of one day, each with its own from/to and a remove button, and an add button. */
function Intervals({ t, label, ranges, onChange }: IntervalsProps) {
  const set = (index: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <div className="editor-business__intervals">
      {ranges.length === 0 ? <span className="editor-business__closed">{t.businessDayClosed}</span> : null}
      {ranges.map((range, index) => {
        const name = format(t.businessIntervalLabel, { day: label, number: String(index + 1) });
        return (
          <span key={index} className="editor-business__interval" role="group" aria-label={name}>
            <input
              type="time"
              aria-label={`${name}: ${t.businessFrom}`}
              value={range.open}
              onChange={(event) => set(index, { open: event.currentTarget.value })}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={`${name}: ${t.businessTo}`}
              value={range.close}
              onChange={(event) => set(index, { close: event.currentTarget.value })}
            />
            <button
              type="button"
              className="editor-icon-button"
              aria-label={format(t.businessRemoveIntervalOf, { day: label, number: String(index + 1) })}
              title={t.businessRemoveInterval}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </span>
        );
      })}
      <button
        type="button"
        className="editor-button-secondary editor-business__add"
        aria-label={format(t.businessAddIntervalTo, { day: label })}
        onClick={() =>
          onChange([...ranges, ranges.at(-1) ? { open: '14:00', close: '18:00' } : NEW_INTERVAL])
        }
      >
        + {t.businessAddInterval}
      </button>
    </div>
  );
}

/** A problem's text under its day, announced when it appears. */
function Problem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="editor-settings__error" role="alert">
      {text}
    </p>
  ) : null;
}

export interface BranchHoursProps {
  t: EditorDictionary;
  locale: string;
  branch: BranchForm;
  today: string;
  canton: string;
  holidays: readonly Holiday[];
  problems: Map<string, FormProblem>;
  onChange: (branch: BranchForm) => void;
}

export function BranchHours({
  t,
  locale,
  branch,
  today,
  canton,
  holidays,
  problems,
  onChange,
}: BranchHoursProps) {
  const baseId = useId();
  const problemOf = (key: string) => problemText(t, problems.get(`${branch.id}.${key}`));
  const setSpecial = (special: SpecialDay[]) => onChange({ ...branch, special });
  const specialDates = new Set(branch.special.map((d) => d.date));
  const preview = schedule(today, PREVIEW_DAYS, {
    weekly: weeklyOf(branch),
    special: specialHoursOf(
      branch.special.filter((_, index) => !problems.has(`${branch.id}.special${index}`)),
    ),
    holidays,
  });
  return (
    <>
      <fieldset className="editor-business__group">
        <legend>{t.businessWeekTitle}</legend>
        {WEEKDAYS.map((day) => {
          const label = weekdayName(day, locale);
          return (
            <div key={day} className="editor-business__day">
              <span className="editor-business__dayname">{label}</span>
              <Intervals
                t={t}
                label={label}
                ranges={branch.week[day - 1] ?? []}
                onChange={(ranges) =>
                  onChange({ ...branch, week: branch.week.map((r, i) => (i === day - 1 ? ranges : r)) })
                }
              />
              <Problem id={`${baseId}-day${day}`} text={problemOf(`day${day}`)} />
            </div>
          );
        })}
      </fieldset>

      <fieldset className="editor-business__group">
        <legend>{t.businessSpecialTitle}</legend>
        <p className="editor-settings__hint">{t.businessSpecialHint}</p>
        {branch.special.length === 0 ? <p>{t.businessSpecialNone}</p> : null}
        {branch.special.map((day, index) => {
          const label = day.date ? shortDate(day.date, locale) : t.businessSpecialDate;
          const update = (patch: Partial<SpecialDay>) =>
            setSpecial(branch.special.map((d, i) => (i === index ? { ...d, ...patch } : d)));
          return (
            <div key={index} className="editor-business__special">
              <div className="editor-business__special-head">
                <input
                  type="date"
                  aria-label={`${t.businessSpecialDate} ${index + 1}`}
                  value={day.date}
                  min={today}
                  onChange={(event) => update({ date: event.currentTarget.value })}
                />
                <label>
                  <input
                    type="checkbox"
                    checked={day.closed}
                    onChange={(event) =>
                      update({
                        closed: event.currentTarget.checked,
                        periods: event.currentTarget.checked ? [] : [NEW_INTERVAL],
                      })
                    }
                  />{' '}
                  {t.businessSpecialClosed}
                </label>
                <button
                  type="button"
                  className="editor-icon-button"
                  aria-label={format(t.businessSpecialRemove, { date: label })}
                  onClick={() => setSpecial(branch.special.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </div>
              {day.closed ? null : (
                <Intervals
                  t={t}
                  label={label}
                  ranges={day.periods}
                  onChange={(periods) => update({ periods })}
                />
              )}
              <Problem id={`${baseId}-special${index}`} text={problemOf(`special${index}`)} />
            </div>
          );
        })}
        <button
          type="button"
          className="editor-button-secondary"
          onClick={() =>
            setSpecial([...branch.special, { date: addDays(today, 1), closed: true, periods: [] }])
          }
        >
          + {t.businessSpecialAdd}
        </button>
      </fieldset>

      <fieldset className="editor-business__group">
        <legend>{format(t.businessHolidaysTitle, { canton })}</legend>
        <ul className="editor-business__holidays">
          {holidays.map((holiday) => (
            <li key={holiday.date}>
              <span>
                {shortDate(holiday.date, locale)}: {holiday.name} –{' '}
                {specialDates.has(holiday.date) ? t.businessHolidayHasEntry : t.businessHolidayClosed}
              </span>
              {specialDates.has(holiday.date) ? null : (
                <button
                  type="button"
                  className="editor-button-secondary"
                  aria-label={`${t.businessHolidayOpenAnyway}: ${holiday.name}`}
                  onClick={() => {
                    const usual = branch.week[isoWeekday(holiday.date) - 1] ?? [];
                    setSpecial([
                      ...branch.special,
                      { date: holiday.date, closed: false, periods: usual.length ? usual : [NEW_INTERVAL] },
                    ]);
                  }}
                >
                  {t.businessHolidayOpenAnyway}
                </button>
              )}
            </li>
          ))}
        </ul>
      </fieldset>

      <section className="editor-business__group" aria-labelledby={`${baseId}-preview`}>
        <h4 id={`${baseId}-preview`}>{t.businessPreviewTitle}</h4>
        <ul className="editor-business__preview">
          {preview.map((day) => (
            <li key={day.date} data-date={day.date}>
              <span>{shortDate(day.date, locale)}</span>
              <span>
                {day.closed ? t.businessPreviewClosed : formatPeriods(day.periods, 'de')}
                {day.holiday ? ` · ${format(t.businessPreviewHoliday, { name: day.holiday })}` : ''}
                {day.reason === 'special' ? ` · ${t.businessPreviewSpecial}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
