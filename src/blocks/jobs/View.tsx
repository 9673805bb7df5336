/**
 * jobs view: the heading and the site's published job offers (of the chosen branches) as an
 * accordion. A job's header shows its title, created date ('N/A' when missing) and work quota
 * (the not-provided text when empty); its panel the title images, the rich-text description,
 * the branch address and contact and the staff member. Every job is also a schema.org
 * JobPosting (JSON-LD) for search engines.
 */
import { Picture } from '../../components/Picture.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { jobsTexts } from '../../i18n/visitor/jobs.ts';
import type { JobBranch, JobSnapshot, StaffMember } from '../../lib/api/jobs.ts';
import type { Locale } from '../../lib/content.ts';
import {
  createdLabel,
  itemTextLang,
  jobPostingJsonLd,
  quotaText,
  staffName,
  streetLine,
  visibleJobs,
} from '../../lib/jobs/board.ts';
import { readSettings } from '../../lib/settings.ts';
import { jsonLdScript } from '../../lib/structured-data.ts';
import type { BlockProps } from '../types.ts';
import { Accordion } from './Accordion.tsx';
import { Description } from './Description.tsx';
import type { jobsSchema } from './schema.ts';
import './styles.css';

/** A branch's address and contact, and the staff member to ask. */
export function BranchContact({
  branch,
  staff,
  locale,
}: {
  branch: JobBranch | null;
  staff: StaffMember | null;
  locale: Locale;
}) {
  const t = jobsTexts[locale];
  const person = staffName(staff);
  if (!branch && !person) return null;
  return (
    <dl className="job-board__contact">
      {branch ? (
        <div>
          <dt>{t.jobsBranch}</dt>
          <dd>
            <address>
              {branch.name}
              <br />
              {streetLine(branch)}
              <br />
              {`${branch.zip} ${branch.city}`}
            </address>
          </dd>
        </div>
      ) : null}
      {branch?.phone || branch?.email ? (
        <div>
          <dt>{t.jobsContact}</dt>
          <dd>
            {branch.phone ? (
              <a
                href={`tel:${branch.phone.replace(/\s+/g, '')}`}
                aria-label={`${t.jobsPhone} ${branch.phone}`}
              >
                {branch.phone}
              </a>
            ) : null}
            {branch.phone && branch.email ? <br /> : null}
            {branch.email ? <a href={`mailto:${branch.email}`}>{branch.email}</a> : null}
          </dd>
        </div>
      ) : null}
      {person ? (
        <div>
          <dt>{t.jobsStaffMember}</dt>
          <dd>{person}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function JobHeader({ job, locale }: { job: JobSnapshot; locale: Locale }) {
  const t = jobsTexts[locale];
  const created = createdLabel(job.created, locale);
  return (
    <span className="job-board__header">
      <span className="job-board__title" lang={itemTextLang(locale)}>
        {job.title}
      </span>
      <span className="job-board__facts">
        <span className="job-board__fact">
          {`${t.jobsCreated}: `}
          {job.created && created !== t.jobsDateMissing ? (
            <time dateTime={job.created}>{created}</time>
          ) : (
            t.jobsDateMissing
          )}
        </span>
        <span className="job-board__fact">{`${t.jobsWorkQuota}: ${quotaText(job.workQuota, t.jobsWorkQuotaMissing)}`}</span>
      </span>
    </span>
  );
}

function JobPanel({ job, locale }: { job: JobSnapshot; locale: Locale }) {
  return (
    <div className="job-board__body">
      {job.titleImages.length > 0 ? (
        <div className="job-board__images">
          {job.titleImages.map((media) => (
            <Picture
              key={media.id}
              media={media}
              locale={locale}
              sizes="(min-width: 48rem) 20rem, 100vw"
              className="job-board__image"
            />
          ))}
        </div>
      ) : null}
      <Description ownerId={job.id} content={job.description} />
      <BranchContact branch={job.branch} staff={job.staffMember} locale={locale} />
    </div>
  );
}

export function JobsView({ group, options, fields }: BlockProps<typeof jobsSchema>) {
  const { locale, site } = useRenderContext();
  const t = jobsTexts[locale];
  const titleTag = useTitleTag(group.id);
  const jobs = visibleJobs(site.jobs?.offers ?? [], options.location);
  const business = readSettings(site.settings).business;
  return (
    <section className={`block job-board jobs bg-${options.backgroundColor}`} data-block-id={group.id}>
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as={titleTag} />
        <RichText field={fields.description} />
        {jobs.length === 0 ? (
          <p className="job-board__empty">{t.jobsEmpty}</p>
        ) : (
          <Accordion
            className="job-board__list"
            headingTag={titleTag === 'h1' ? 'h2' : 'h3'}
            entries={jobs.map((job) => ({
              id: job.id,
              header: <JobHeader job={job} locale={locale} />,
              panel: <JobPanel job={job} locale={locale} />,
            }))}
          />
        )}
        {jobs.map((job) => (
          <script
            key={job.id}
            type="application/ld+json"
            // jsonLdScript escapes '<', so no markup can break out of the script element.
            dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job, business, '', locale)) }}
          />
        ))}
      </div>
    </section>
  );
}
