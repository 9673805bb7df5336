/**
 * contact view: the chosen branches (its `location` option; empty = all) with name, address,
 * phone, e-mail and website, and their opening hours: the regular week (days with equal hours
 * merged), the next seven days with special dates and Swiss public holidays applied, and the
 * holidays and special dates of the upcoming weeks. The holidays come with the site snapshot
 * (computed on the server, db/snapshot-holidays.ts), so no holiday library reaches the editor. All dates and times are formatted by Intl
 * (de-CH / en-CH); "today" is the build day in Europe/Zurich, so the page must be rebuilt daily
 * for the schedule to stay current (the dates are spelled out, so a stale page is never wrong
 * about which day it means).
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { format } from '../../i18n/format.ts';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { emailHref, phoneHref, selectBranches } from './branches.ts';
import { addDays, civilDateIn, formatCivil, formatCivilRange } from '../../lib/civil-date.ts';
import type { BranchSnapshot, Locale, SiteSnapshot } from '../../lib/content.ts';
import { safeHref } from '../../lib/links.ts';
import {
  EXCEPTION_DATE_FORMAT,
  SCHEDULE_DATE_FORMAT,
  SCHEDULE_DAYS,
  SCHEDULE_RANGE_FORMAT,
  UPCOMING_DAYS,
  formatPeriodsToParts,
  formatWeekdayRange,
  schedule,
  upcomingExceptions,
  weekdayRows,
  type DaySchedule,
  type Holiday,
} from '../../lib/opening-hours.ts';
import type { BlockProps } from '../types.ts';
import type { contactSchema } from './schema.ts';
import './styles.css';

/** A day's hours for visitors: the Intl-formatted periods (each kept on one line), or 'closed'. */
function Hours({ day }: { day: Pick<DaySchedule, 'periods'> }) {
  const { locale } = useRenderContext();
  if (day.periods.length === 0)
    return <span className="hours__times">{visitorDictionary(locale).contactClosed}</span>;
  return (
    <span className="hours__times">
      {formatPeriodsToParts(day.periods, locale).map((part, i) =>
        part.type === 'range' ? (
          <span key={i} className="hours__range">
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
    </span>
  );
}

/** The site's holidays from `from` to `to`, named in the visitor's language. */
function holidaysIn(site: SiteSnapshot, from: string, to: string, locale: Locale): Holiday[] {
  return (site.holidays?.holidays ?? [])
    .filter((h) => h.date >= from && h.date <= to)
    .map((h) => ({ date: h.date, name: h.name[locale] }));
}

/** The site's own host for display ('optik-sonnenberg.ch'), or null for an unusable url. */
function websiteOf(url: string | null): { href: string; label: string } | null {
  const href = safeHref(url);
  if (!href || !/^https?:/i.test(href)) return null;
  try {
    return { href, label: new URL(href).host.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

interface HoursProps {
  branch: BranchSnapshot;
  today: string;
  holidays: readonly Holiday[];
  showUpcoming: boolean;
}

function BranchHours({ branch, today, holidays, showUpcoming }: HoursProps) {
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const input = { weekly: branch.openingHours, special: branch.specialHours, holidays };
  const days = schedule(today, SCHEDULE_DAYS, input);
  const exceptions = upcomingExceptions(today, UPCOMING_DAYS, input);
  const last = addDays(today, SCHEDULE_DAYS - 1);
  return (
    <div className="branch__hours">
      <h4>{t.contactRegularHours}</h4>
      <dl className="hours hours--weekly">
        {weekdayRows(branch.openingHours).map((row) => (
          <div
            key={row.firstDay}
            className={`hours__row${row.periods.length === 0 ? ' is-closed' : ''}`}
            data-days={`${row.firstDay}-${row.lastDay}`}
          >
            <dt>{formatWeekdayRange(row, locale)}</dt>
            <dd>
              <Hours day={row} />
            </dd>
          </div>
        ))}
      </dl>
      {showUpcoming ? (
        <>
          <h4>
            {format(t.contactSchedule, {
              range: formatCivilRange(today, last, locale, SCHEDULE_RANGE_FORMAT),
            })}
          </h4>
          <dl className="hours hours--schedule">
            {days.map((day) => (
              <div
                key={day.date}
                className={`hours__row${day.closed ? ' is-closed' : ''}${day.reason !== 'regular' ? ' is-exception' : ''}`}
                data-date={day.date}
                data-state={day.closed ? 'closed' : 'open'}
                data-reason={day.reason}
              >
                <dt>
                  <time dateTime={day.date}>{formatCivil(day.date, locale, SCHEDULE_DATE_FORMAT)}</time>
                </dt>
                <dd>
                  <Hours day={day} />
                  {day.holiday !== null ? <span className="hours__note">{day.holiday}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          {exceptions.length > 0 ? (
            <>
              <h4>{t.contactExceptions}</h4>
              <dl className="hours hours--exceptions">
                {exceptions.map((day) => (
                  <div
                    key={day.date}
                    className={`hours__row${day.closed ? ' is-closed' : ''}`}
                    data-date={day.date}
                    data-state={day.closed ? 'closed' : 'open'}
                    data-reason={day.reason}
                  >
                    <dt>
                      <time dateTime={day.date}>{formatCivil(day.date, locale, EXCEPTION_DATE_FORMAT)}</time>
                      <span className="hours__note">{day.holiday ?? t.contactSpecialHours}</span>
                    </dt>
                    <dd>
                      <Hours day={day} />
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Branch(props: { branch: BranchSnapshot; hours: Omit<HoursProps, 'branch'> | null }) {
  const { branch, hours } = props;
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const tel = phoneHref(branch.phone);
  const mail = emailHref(branch.email);
  const website = websiteOf(branch.url);
  return (
    <li className="branch" data-branch-id={branch.id}>
      <h3 className="branch__name">{branch.name}</h3>
      <address className="branch__address">
        <p className="branch__street">
          <span>{`${branch.street} ${branch.streetNumber}`.trim()}</span>
          <span>{`${branch.zip} ${branch.city}`.trim()}</span>
        </p>
        <dl className="branch__contact">
          {branch.phone && tel ? (
            <div>
              <dt>{t.contactPhone}</dt>
              <dd>
                <a href={tel}>{branch.phone}</a>
              </dd>
            </div>
          ) : null}
          {branch.email && mail ? (
            <div>
              <dt>{t.contactEmail}</dt>
              <dd>
                <a href={mail}>{branch.email}</a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>{t.contactWebsite}</dt>
              <dd>
                <a href={website.href} target="_blank" rel="noopener noreferrer">
                  {website.label}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
      {hours ? <BranchHours branch={branch} {...hours} /> : null}
    </li>
  );
}

export function ContactView({ options, fields }: BlockProps<typeof contactSchema>) {
  const { locale, mode, site } = useRenderContext();
  const t = visitorDictionary(locale);
  const branches = selectBranches(site.branches, options.location);
  const today = civilDateIn(new Date());
  const holidays =
    options.showOpeningHours && options.showUpcoming
      ? holidaysIn(site, today, addDays(today, UPCOMING_DAYS - 1), locale)
      : [];
  const hours = options.showOpeningHours ? { today, holidays, showUpcoming: options.showUpcoming } : null;
  const hasImage = fields.image?.media ? ' contact--with-image' : '';
  return (
    <section className={`block contact align-${options.alignment} bg-${options.backgroundColor}${hasImage}`}>
      <div className="block__inner">
        <div className="contact__head">
          <div className="contact__intro">
            <Text field={fields.kicker} as="p" className="kicker" />
            <Text field={fields.title} as="h2" />
            <RichText field={fields.description} />
            <Button field={fields.button} variant="contained" />
          </div>
          <Media field={fields.image} className="contact__image" sizes="(min-width: 768px) 40vw, 100vw" />
        </div>
        {branches.length > 0 ? (
          <ul className={`contact__branches contact__branches--${Math.min(branches.length, 3)}`}>
            {branches.map((branch) => (
              <Branch key={branch.id} branch={branch} hours={hours} />
            ))}
          </ul>
        ) : mode === 'edit' ? (
          <p className="contact__empty" role="note">
            {t.contactNoLocations}
          </p>
        ) : null}
      </div>
    </section>
  );
}
