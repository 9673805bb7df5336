/** The step board's HTML: an ordered list of steps with title, text and duration. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import { groupSnapshot, richField, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { stepFeedBoardSchema } from './schema.ts';
import { StepFeedBoardView } from './View.tsx';

const steps = [
  groupSnapshot('s1', 'stepFeedCard', [
    textField('title', 'Vorgespräch', 'First conversation'),
    richField('description', 'Wir fragen nach.'),
    textField('duration', 'ca. 5 Minuten', 'about 5 minutes'),
  ]),
  groupSnapshot('s2', 'stepFeedCard', [textField('title', 'Sehtest', 'Eye test')]),
];
const englishOnly = {
  ...groupSnapshot('s3', 'stepFeedCard', [textField('title', 'Nur EN')]),
  disallowedLanguages: ['de'],
};

function render(options: Record<string, unknown> = {}, locale: 'de' | 'en' = 'de') {
  const board = groupSnapshot('group-steps', 'stepFeedBoard', [textField('title', 'Ihr Besuch')], {}, [
    ...steps,
    englishOnly,
  ]);
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={testSite()} page={testPage}>
      <StepFeedBoardView
        group={board}
        fields={board.fields}
        options={readOptions(stepFeedBoardSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('stepFeedBoard view', () => {
  it('renders the steps of the locale as an ordered list with h3 titles', () => {
    const html = render();
    expect(html).toContain('<ol class="step-feed__list step-feed__list--2">');
    expect(html.match(/<li class="step-card/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="step-card__title">Vorgespräch</h3>');
    expect(html).not.toContain('Nur EN');
    expect(render({}, 'en')).toContain('Nur EN');
  });

  it('shows a duration only where there is one', () => {
    const html = render();
    expect(html.match(/step-card__duration/g)).toHaveLength(1);
    expect(html).toContain('<dt>Dauer</dt><dd><span>ca. 5 Minuten</span></dd>');
  });

  it('numbers the steps only when the option says so', () => {
    expect(render()).toContain('step-feed--numbered');
    expect(render({ showStepNumbers: false })).not.toContain('step-feed--numbered');
  });
});
