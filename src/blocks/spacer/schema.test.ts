import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { groupSnapshot } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { SPACER_HEIGHTS, spacerSchema } from './schema.ts';
import { SpacerView } from './View.tsx';

describe('spacer', () => {
  it('defaults to a medium space without a divider', () => {
    expect(readOptions(spacerSchema, 1, {})).toEqual({ size: 'medium', divider: false });
    expect(readOptions(spacerSchema, 1, { size: 'huge', divider: 1 })).toEqual({
      size: 'medium',
      divider: false,
    });
  });

  it('renders its height per size, hidden from assistive technology', () => {
    for (const size of ['small', 'medium', 'large'] as const) {
      const html = renderToStaticMarkup(
        createElement(SpacerView, {
          group: groupSnapshot('g', 'spacer'),
          fields: {},
          options: readOptions(spacerSchema, 1, { size, divider: true }),
        }),
      );
      expect(html).toContain(`height:${SPACER_HEIGHTS[size]}px`);
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain('<hr');
    }
  });
});
