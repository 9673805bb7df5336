/**
 * The game screens' server HTML (what a player sees before the island hydrates) and their edit-mode
 * previews: the spec's labels from the dictionary, the block's own texts where an editor set them,
 * and no game opened while rendering.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import { gameTexts } from '../../i18n/visitor/game.ts';
import type { FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import { gameSetupSchema } from './schema.ts';
import { GameSetupView } from './View.tsx';

function group(game: string, fields: Record<string, FieldSnapshot> = {}): GroupSnapshot {
  return {
    id: `group-${game}`,
    type: 'gameSetup',
    version: 1,
    status: 'published',
    options: { game },
    disallowedLanguages: [],
    fields,
    children: [],
  };
}

function render(g: GroupSnapshot, locale: Locale = 'de', mode: RenderMode = 'live'): string {
  const page: PageSnapshot = {
    id: 'page-game',
    collection: null,
    role: 'urban-golf-start',
    position: 0,
    status: 'published',
    slug: { de: 'urban-golf', en: 'urban-golf' },
    meta: { name: { de: 'Urban Golf', en: 'Urban Golf' } },
    ogImage: null,
    fields: {},
    groups: [g],
  };
  const site = { pages: [page], navigation: { containers: [] }, settings: {}, branches: [] };
  const options = readOptions(gameSetupSchema, 1, g.options) as never;
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <GameSetupView group={g} fields={g.fields} options={options} />
    </RenderProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const escapeApostrophe = (s: string) => s.replace(/'/g, '&#x27;');

describe('start screen', () => {
  it('shows the default title and text and a start button that waits for the island', () => {
    const html = render(group('start'));
    expect(html).toContain(`<h1 class="game__title">${escapeApostrophe("Rock'n'hole!")}</h1>`);
    expect(html).toContain('Digitale Spielkarte Urban Golf Winterthur');
    expect(html).toMatch(/<button[^>]*game__primary[^>]* disabled=""[^>]*>Neues Spiel starten<\/button>/);
  });

  it('uses the block’s own title and button text when set, in the locale', () => {
    const html = render(
      group('start', {
        title: {
          id: 'f-title',
          name: 'title',
          content: { kind: 'localized', values: { de: { text: 'Los gehts' }, en: { text: 'Tee off' } } },
          options: {},
          media: null,
          visible: true,
        },
        button: {
          id: 'f-button',
          name: 'button',
          content: { kind: 'localized', values: { de: { text: 'Abschlag' }, en: { text: 'Start' } } },
          options: {},
          media: null,
          visible: true,
        },
      }),
      'en',
    );
    expect(text(html)).toContain('Tee off');
    expect(text(html)).toContain('Start');
    expect(text(html)).toContain(gameTexts.en.gameStartText);
  });
});

describe('players screen', () => {
  it('waits for the game in the static HTML', () => {
    const html = text(render(group('addPlayers')));
    expect(html).toContain('Spieler:innen');
    expect(html).toContain(gameTexts.de.gameLoading);
  });

  it('previews rows with remove buttons, the add field and Zum Spiel in edit mode', () => {
    const html = render(group('addPlayers'), 'de', 'edit');
    expect(html.match(/aria-label="Spieler entfernen"/g)).toHaveLength(2);
    expect(text(html)).toContain('Anna');
    expect(html).toContain(`<label for=`);
    expect(text(html)).toContain('Zum Spiel');
  });
});

describe('share screen', () => {
  it('shows only a QR-code placeholder in edit mode', () => {
    const html = text(render(group('share'), 'de', 'edit'));
    expect(html).toContain(gameTexts.de.gameQrPlaceholder);
    expect(html).not.toContain('Teilen ');
  });

  it('waits for the game in the static HTML, in English too', () => {
    const html = text(render(group('share'), 'en'));
    expect(html).toContain('Share the game');
    expect(html).toContain(gameTexts.en.gameLoading);
  });
});

describe('coupon screen', () => {
  it('previews the coupon in edit mode and waits for the game live', () => {
    expect(text(render(group('coupon'), 'de', 'edit'))).toContain(gameTexts.de.gameFreeDrink);
    expect(text(render(group('coupon')))).toContain(gameTexts.de.gameLoading);
  });
});
