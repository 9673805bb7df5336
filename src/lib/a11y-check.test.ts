/** The publish dialog's rules: skipped heading levels and WCAG AA contrast of theme colour pairs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastIssues,
  hexColor,
  pageColorPairs,
  resolvePaint,
  richTextHeadings,
  skippedHeadings,
  type ColorPair,
  type Heading,
} from './a11y-check.ts';
import { contrastRatio } from './color.ts';
import { readSettings } from './settings.ts';

const h = (level: number, text = `h${level}`): Heading => ({ level, text, groupId: `g-${text}` });

describe('skippedHeadings', () => {
  it('finds a heading more than one level below the one before (h1 -> h3)', () => {
    expect(skippedHeadings([h(1, 'Start'), h(3, 'Team')])).toEqual([{ heading: h(3, 'Team'), after: 1 }]);
  });

  it('accepts going one level down, and going up any number of levels', () => {
    expect(skippedHeadings([h(1), h(2), h(3), h(2), h(3, 'b'), h(4), h(2, 'c')])).toEqual([]);
    expect(skippedHeadings([h(2, 'first')])).toEqual([]);
    expect(skippedHeadings([])).toEqual([]);
  });

  it('reports every skip, each after the heading right before it', () => {
    expect(skippedHeadings([h(1), h(4), h(2), h(5)]).map((s) => [s.after, s.heading.level])).toEqual([
      [1, 4],
      [2, 5],
    ]);
  });

  it('a list where each level is at most one below the last never reports (property)', () => {
    const steps = fc.array(fc.integer({ min: -5, max: 1 }), { maxLength: 40 });
    fc.assert(
      fc.property(steps, (deltas) => {
        let level = 1;
        const headings = deltas.map((d) => {
          level = Math.min(6, Math.max(1, level + d));
          return h(level);
        });
        expect(skippedHeadings([h(1), ...headings])).toEqual([]);
      }),
    );
  });
});

describe('richTextHeadings', () => {
  it('reads heading nodes in order with their level and text', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Öffnungszeiten' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Mo–Fr' }] },
        {
          type: 'heading',
          content: [
            { type: 'text', text: 'Ohne ' },
            { type: 'text', text: 'Ebene' },
          ],
        },
        { type: 'heading', attrs: { level: 9 }, content: [] },
      ],
    };
    expect(richTextHeadings(doc, 'g')).toEqual([
      { level: 3, text: 'Öffnungszeiten', groupId: 'g' },
      { level: 2, text: 'Ohne Ebene', groupId: 'g' },
      { level: 6, text: '', groupId: 'g' },
    ]);
    expect(richTextHeadings(null, 'g')).toEqual([]);
  });
});

describe('contrast', () => {
  const settings = readSettings({});

  it('flags the primary brand colour as text on white (below 3:1, even for large text)', () => {
    const pair: ColorPair = { groupId: 'g', text: { color: 'primary' }, background: { color: 'background' } };
    const [issue] = contrastIssues(settings, [pair]);
    expect(issue).toMatchObject({ groupId: 'g', text: [73, 157, 221], background: [255, 255, 255] });
    expect(issue!.ratio).toBeLessThan(AA_NORMAL_TEXT);
    expect(issue!.required).toBe(AA_NORMAL_TEXT);
    expect(contrastIssues(settings, [{ ...pair, large: true }])[0]?.required).toBe(AA_LARGE_TEXT);
  });

  it('accepts 3:1 for large text only', () => {
    const grey: ColorPair = {
      groupId: 'g',
      text: { rgb: [136, 136, 136] },
      background: { color: 'background' },
    };
    expect(contrastIssues(settings, [grey])).toHaveLength(1);
    expect(contrastIssues(settings, [{ ...grey, large: true }])).toEqual([]);
  });

  it('accepts what the theme derives: readable text on each colour, the brand ink on the background', () => {
    const pairs: ColorPair[] = (['primary', 'secondary', 'background', 'header'] as const).map((c) => ({
      groupId: c,
      text: { on: c },
      background: { color: c },
    }));
    pairs.push({ groupId: 'ink', text: { ink: 'primary' }, background: { color: 'background' } });
    expect(contrastIssues(settings, pairs)).toEqual([]);
  });

  it('rounds the ratio down, so a pair just below the minimum never reads as passing', () => {
    const text = resolvePaint(settings, { rgb: [119, 119, 119] });
    const exact = contrastRatio(text, [255, 255, 255]);
    const [issue] = contrastIssues(settings, [
      { groupId: null, text: { rgb: text }, background: { rgb: [255, 255, 255] } },
    ]);
    expect(exact).toBeLessThan(AA_NORMAL_TEXT);
    expect(issue!.ratio).toBeLessThanOrEqual(exact);
    expect(issue!.ratio).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('checks the body text on both ends of a background gradient', () => {
    expect(pageColorPairs(settings)).toHaveLength(1);
    const dark = readSettings({
      appearance: { gradient: { enabled: true, from: '20,20,20', to: '255,255,255' } },
    });
    const pairs = pageColorPairs(dark);
    expect(pairs).toHaveLength(3);
    const issues = contrastIssues(dark, pairs);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.background).toEqual([20, 20, 20]);
  });

  it('any pair it accepts meets its minimum (property)', () => {
    const rgb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255));
    fc.assert(
      fc.property(rgb, rgb, fc.boolean(), (text, background, large) => {
        const issues = contrastIssues(settings, [
          { groupId: null, text: { rgb: text }, background: { rgb: background }, large },
        ]);
        const ratio = contrastRatio(text, background);
        expect(issues.length === 0).toBe(ratio >= (large ? AA_LARGE_TEXT : AA_NORMAL_TEXT));
      }),
    );
  });

  it('writes colours as hex', () => {
    expect(hexColor([73, 157, 221])).toBe('#499ddd');
  });
});
