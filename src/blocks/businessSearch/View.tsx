/**
 * businessSearch view: the network's business directory. Built into the page with the whole list
 * (so it reads without JavaScript) and hydrated as an island for the sticky search box, the two
 * programme checkboxes (preset by the block's options), the live filtered list, the alphabet
 * (letters jump to their group; on desktop the current letter is marked) and the accordion (one
 * business open at a time). "Open now" needs the visitor's clock, so it appears only once hydrated;
 * the cantonal holidays it applies come with each business as dates (computed on the server, so no
 * holiday library is shipped). Everything rendered on both sides is engine-independent (see
 * opening-hours.ts), or React would throw the server's HTML away while hydrating.
 */
import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { Picture } from '../../components/Picture.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { format } from '../../i18n/format.ts';
import { directoryTexts } from '../../i18n/visitor/directory.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import type { DirectoryBranch, DirectoryBusiness, DirectoryHolidays } from '../../lib/api/snapshot.ts';
import { civilDateIn, formatCivil } from '../../lib/civil-date.ts';
import type { Locale } from '../../lib/content.ts';
import { directoryJsonLd } from '../../lib/directory/json-ld.ts';
import { openState } from '../../lib/directory/open-now.ts';
import {
  ALPHABET,
  filterDirectory,
  groupByLetter,
  isHealthOpticsMember,
  type ProgrammeFilter,
} from '../../lib/directory/search.ts';
import {
  EXCEPTION_DATE_FORMAT,
  formatPeriods,
  formatTime,
  formatWeekdayRange,
  isClosedMarker,
  weekdayRows,
} from '../../lib/opening-hours.ts';
import { countText } from '../../lib/plural.ts';
import { jsonLdScript } from '../../lib/structured-data.ts';
import { phoneHref } from '../contact/branches.ts';
import type { BlockProps } from '../types.ts';
import type { businessSearchSchema } from './schema.ts';
import './styles.css';

/** The directory's logo size (visitor spec §9). */
export const LOGO_SIZE = 174;

// The visitor's clock, to the minute: null while building and hydrating (static HTML cannot know
// the time), then the current minute, updated every minute.
const MINUTE_MS = 60_000;
const subscribeMinutes = (notify: () => void) => {
  const timer = setInterval(notify, MINUTE_MS / 4);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const noMinute = () => null;
const noSubscription = () => () => {};

/** Space left between the sticky search bar and a group it jumped to (px). */
const JUMP_GAP = 16;
/** How far below the sticky bar a group's letter still counts as the current one (px). */
const CURRENT_LETTER_SLACK = 24;

function OpenNow({
  branch,
  holidays,
  now,
}: {
  branch: DirectoryBranch;
  holidays: DirectoryHolidays;
  now: Date;
}) {
  const { locale } = useRenderContext();
  const t = directoryTexts[locale];
  const state = openState(branch, holidays, now);
  // Outside the span of known holidays (a page not rebuilt for over a year): say nothing.
  if (!state) return null;
  let text: string;
  if (state.open) text = format(t.directoryOpenNow, { time: formatTime(state.closesAt, locale) });
  else if (!state.opensAt) text = t.directoryClosedNow;
  else if (state.opensAt.date === civilDateIn(now)) {
    text = format(t.directoryOpensToday, { time: formatTime(state.opensAt.time, locale) });
  } else {
    text = format(t.directoryOpensOn, {
      day: formatCivil(state.opensAt.date, locale, { weekday: 'long' }),
      time: formatTime(state.opensAt.time, locale),
    });
  }
  return <p className={`directory__now directory__now--${state.open ? 'open' : 'closed'}`}>{text}</p>;
}

/** One branch: memoised, since formatting its hours is the costly part of a re-render. */
const Branch = memo(function Branch({
  branch,
  holidays,
  now,
  heading: Heading,
}: {
  branch: DirectoryBranch;
  holidays: DirectoryHolidays;
  now: Date | null;
  heading: 'h4' | 'h5';
}) {
  const { locale } = useRenderContext();
  const t = directoryTexts[locale];
  const phone = phoneHref(branch.phone);
  const today = now ? civilDateIn(now) : null;
  const specials = branch.specialHours
    .filter((s) => today === null || s.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.open.localeCompare(b.open));
  return (
    <li className="directory__branch">
      <Heading className="directory__branch-name">{branch.name}</Heading>
      <p className="directory__address">
        {branch.street} {branch.streetNumber}
        <br />
        {branch.zip} {branch.city}
      </p>
      {branch.phone ? (
        <p className="directory__phone">
          {t.directoryPhone}: {phone ? <a href={phone}>{branch.phone}</a> : branch.phone}
        </p>
      ) : null}
      {!branch.active ? (
        <p className="directory__now directory__now--closed">{t.directoryBranchInactive}</p>
      ) : now ? (
        <OpenNow branch={branch} holidays={holidays} now={now} />
      ) : null}
      {branch.openingHours.length > 0 ? (
        <p className="directory__hours-title">{t.directoryOpeningHours}</p>
      ) : null}
      {branch.openingHours.length > 0 ? (
        <dl className="directory__hours">
          {weekdayRows(branch.openingHours)
            .filter((row) => row.periods.length > 0)
            .map((row) => (
              <div key={row.firstDay} className="directory__hours-row">
                <dt>{formatWeekdayRange(row, locale)}</dt>
                <dd>{formatPeriods(row.periods, locale)}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {specials.length > 0 ? <p className="directory__hours-title">{t.directorySpecialHours}</p> : null}
      {specials.length > 0 ? (
        <dl className="directory__hours directory__hours--special">
          {specials.map((s) => (
            <div key={`${s.date}-${s.open}`} className="directory__hours-row">
              <dt>{formatCivil(s.date, locale, EXCEPTION_DATE_FORMAT)}</dt>
              <dd>{isClosedMarker(s) ? t.directoryClosed : formatPeriods([s], locale)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
});

function Logo({
  business,
  locale,
  t,
}: {
  business: DirectoryBusiness;
  locale: Locale;
  t: AreaDictionary<typeof directoryTexts>;
}) {
  const logo = business.logo;
  if (!logo) return null;
  if (logo.media) {
    return (
      <Picture
        media={logo.media}
        locale={locale}
        className="directory__logo"
        sizes={`${LOGO_SIZE}px`}
        aspect="1:1"
      />
    );
  }
  if (!logo.url) return null;
  return (
    <img
      className="directory__logo"
      src={logo.url}
      alt={format(t.directoryLogo, { name: logo.name })}
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}

function Seals({ business, t }: { business: DirectoryBusiness; t: AreaDictionary<typeof directoryTexts> }) {
  const health = isHealthOpticsMember(business);
  if (!health && !business.programmes.frequentLens) return null;
  return (
    <span className="directory__seals">
      {health ? (
        <span className="directory__seal directory__seal--health">{t.directoryHealthOptics}</span>
      ) : null}
      {business.programmes.frequentLens ? (
        <span className="directory__seal directory__seal--lens">{t.directoryFrequentLens}</span>
      ) : null}
    </span>
  );
}

export function BusinessSearchView({ group, options, fields }: BlockProps<typeof businessSearchSchema>) {
  const { locale, site } = useRenderContext();
  const t = directoryTexts[locale];
  const titleTag = useTitleTag(group.id);
  const base = `directory-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const directory = useMemo(() => site.directory ?? [], [site.directory]);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ProgrammeFilter>({
    healthOptics: options.healthOptics,
    frequentLens: options.frequentLens,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const minute = useSyncExternalStore(subscribeMinutes, currentMinute, noMinute);
  const now = useMemo(() => (minute === null ? null : new Date(minute * MINUTE_MS)), [minute]);
  const [currentLetter, setCurrentLetter] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  const groups = useMemo(
    () => groupByLetter(filterDirectory(directory, query, filter)),
    [directory, query, filter],
  );
  const count = groups.reduce((sum, g) => sum + g.businesses.length, 0);
  // False in the built HTML and while hydrating (every panel open), then the accordion takes over.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // The current letter: the last group whose heading has scrolled under the sticky search box.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = [...list.querySelectorAll<HTMLElement>('[data-letter]')];
      const line = (searchRef.current?.getBoundingClientRect().bottom ?? 0) + CURRENT_LETTER_SLACK;
      let current: string | null = headings[0]?.dataset['letter'] ?? null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.dataset['letter'] ?? current;
      }
      setCurrentLetter(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [groups]);

  // Headings follow the block title: letters one level below it, business names below those.
  const [LetterHeading, NameHeading, branchHeading] =
    titleTag === 'h1' ? (['h2', 'h3', 'h4'] as const) : (['h3', 'h4', 'h5'] as const);
  const letters = new Set(groups.map((g) => g.letter));
  const alphabet = letters.has('#') ? ['#', ...ALPHABET] : ALPHABET;
  const letterId = (letter: string) => `${base}-letter-${letter === '#' ? 'other' : letter}`;
  // Without JavaScript the link jumps by itself; with it the group lands just below the sticky bar.
  const jumpTo = (event: MouseEvent, letter: string) => {
    const heading = document.getElementById(letterId(letter));
    const bar = searchRef.current;
    if (!heading || !bar) return;
    event.preventDefault();
    const top = heading.getBoundingClientRect().top + window.scrollY - bar.offsetHeight - JUMP_GAP;
    window.scrollTo({ top, behavior: 'instant' });
    heading.focus({ preventScroll: true });
  };

  return (
    <section className="block directory">
      <div className="block__inner">
        <div className="directory__head">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} className="directory__description" />
        </div>
        <script
          type="application/ld+json"
          // JSON-LD of the listed branches; jsonLdScript escapes '<'.
          dangerouslySetInnerHTML={{ __html: jsonLdScript(directoryJsonLd(directory)) }}
        />
        <div className="directory__search" ref={searchRef}>
          <form className="directory__form" role="search" onSubmit={(event) => event.preventDefault()}>
            <label className="directory__label" htmlFor={`${base}-query`}>
              {t.directorySearchLabel}
            </label>
            <input
              id={`${base}-query`}
              className="directory__input"
              type="search"
              name="q"
              autoComplete="off"
              placeholder={t.directorySearchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <fieldset className="directory__filters">
              <legend className="directory__legend">{t.directoryFilterLegend}</legend>
              <label className="directory__filter">
                <input
                  type="checkbox"
                  name="healthOptics"
                  checked={filter.healthOptics}
                  onChange={(event) => setFilter({ ...filter, healthOptics: event.target.checked })}
                />
                {t.directoryHealthOptics}
              </label>
              <label className="directory__filter">
                <input
                  type="checkbox"
                  name="frequentLens"
                  checked={filter.frequentLens}
                  onChange={(event) => setFilter({ ...filter, frequentLens: event.target.checked })}
                />
                {t.directoryFrequentLens}
              </label>
            </fieldset>
          </form>
          <nav className="directory__alphabet" aria-label={t.directoryAlphabet}>
            <ul>
              {alphabet.map((letter) => (
                <li key={letter}>
                  {letters.has(letter) ? (
                    <a
                      href={`#${letterId(letter)}`}
                      className="directory__letter"
                      aria-current={currentLetter === letter ? 'true' : undefined}
                      onClick={(event) => jumpTo(event, letter)}
                    >
                      {letter}
                    </a>
                  ) : (
                    <span className="directory__letter directory__letter--empty" aria-hidden="true">
                      {letter}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="directory__status" role="status">
          {count === 0
            ? t.directoryNoResults
            : countText(locale, count, { one: t.directoryResultsOne, other: t.directoryResultsOther })}
        </p>
        <div className="directory__list" ref={listRef}>
          {groups.map(({ letter, businesses }) => (
            <div key={letter} className="directory__group">
              <LetterHeading
                id={letterId(letter)}
                className="directory__group-letter"
                data-letter={letter}
                tabIndex={-1}
              >
                {letter}
              </LetterHeading>
              <ul className="directory__items">
                {businesses.map((business) => {
                  const open = openId === business.id;
                  const panelId = `${base}-panel-${business.id}`;
                  const buttonId = `${base}-button-${business.id}`;
                  const cities = [...new Set(business.branches.map((b) => b.city))].join(', ');
                  return (
                    <li key={business.id} className="directory__item" data-business={business.id}>
                      <NameHeading className="directory__name">
                        <button
                          id={buttonId}
                          type="button"
                          className="directory__toggle"
                          aria-expanded={hydrated ? open : true}
                          aria-controls={panelId}
                          onClick={() => setOpenId(open ? null : business.id)}
                        >
                          <span className="directory__toggle-name">{business.name}</span>
                          <span className="directory__cities">{cities}</span>
                          <Seals business={business} t={t} />
                        </button>
                      </NameHeading>
                      <div id={panelId} className="directory__panel" hidden={hydrated && !open}>
                        <Logo business={business} locale={locale} t={t} />
                        <ul className="directory__branches" aria-label={t.directoryBranches}>
                          {business.branches.map((branch) => (
                            <Branch
                              key={branch.id}
                              branch={branch}
                              holidays={business.holidays}
                              now={open ? now : null}
                              heading={branchHeading}
                            />
                          ))}
                        </ul>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
