/**
 * courses view: a heading and the course list, soonest first. Each course (a productCard child)
 * shows its title, subtitle, date and start time (Intl de-CH / en-CH), duration, cost in CHF
 * (Intl currency format; 'free of charge' for 0), its text and a registration button.
 */
import { Button } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { editAttributes, useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText, type FieldSnapshot, type GroupSnapshot, type Locale } from '../../lib/content.ts';
import { courseCost, courseDate, sortSoonestFirst } from '../../lib/courses.ts';
import type { RenderMode } from '../../fields/context.tsx';
import type { productCardSchema } from '../productCard/schema.ts';
import { fieldsOf } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { coursesSchema } from './schema.ts';
import './styles.css';

/** A field's text for visitors: null when hidden (live) or empty. */
function shown(field: FieldSnapshot | undefined, locale: Locale, mode: RenderMode): string | null {
  return field && (field.visible || mode === 'edit') ? fieldText(field, locale) : null;
}

function Course({ course }: { course: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const fields = fieldsOf<typeof productCardSchema>(course);
  const date = courseDate(shown(fields.date, locale, mode), locale);
  const cost = courseCost(shown(fields.cost, locale, mode), locale);
  const hasDuration = shown(fields.duration, locale, mode) !== null;
  const edit = (field: FieldSnapshot | undefined) =>
    field ? editAttributes(mode, field.id, field.name) : {};
  return (
    <li className="course">
      <div className="course__head">
        <Text field={fields.title} as="h3" className="course__title" />
        <Text field={fields.subtitle} as="p" className="course__subtitle" />
      </div>
      <dl className="course__facts">
        {date || mode === 'edit' ? (
          <div className="course__fact course__fact--date">
            <dt>{t.coursesDate}</dt>
            <dd {...edit(fields.date)}>{date ? <time dateTime={date.iso}>{date.label}</time> : null}</dd>
          </div>
        ) : null}
        {hasDuration || mode === 'edit' ? (
          <div className="course__fact course__fact--duration">
            <dt>{t.coursesDuration}</dt>
            <dd>
              <Text field={fields.duration} />
            </dd>
          </div>
        ) : null}
        {cost || mode === 'edit' ? (
          <div className="course__fact course__fact--cost">
            <dt>{t.coursesCost}</dt>
            <dd {...edit(fields.cost)}>
              {cost?.kind === 'amount' ? <data value={String(cost.amount)}>{cost.label}</data> : null}
              {cost?.kind === 'free' ? t.coursesFree : null}
              {cost?.kind === 'text' ? cost.label : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <RichText field={fields.description} className="course__text" />
      <Button field={fields.button} variant="contained" className="course__button" />
    </li>
  );
}

export function CoursesView({ group, options, fields }: BlockProps<typeof coursesSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const visible = group.children.filter(
    (child) =>
      child.type === 'productCard' && (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  // Editors see their own order, so a course does not jump away while its date is being typed.
  const courses =
    mode === 'edit'
      ? visible
      : sortSoonestFirst(visible, (course) =>
          fieldText(fieldsOf<typeof productCardSchema>(course).date, locale),
        );
  return (
    <section className={`block courses align-${options.alignment} bg-${options.backgroundColor}`}>
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as="h2" />
        <RichText field={fields.description} className="courses__intro" />
        {courses.length > 0 ? (
          <ul className="courses__list">
            {courses.map((course) => (
              <Course key={course.id} course={course} />
            ))}
          </ul>
        ) : (
          <p className="courses__empty">{t.coursesEmpty}</p>
        )}
        <div className="courses__more">
          <Button field={fields.button} variant="text" />
        </div>
      </div>
    </section>
  );
}
