import { describe, expect, it } from 'vitest';
import { searchableText } from './page-text.ts';

const page = (main: string, lang = 'de', head = '') =>
  `<!doctype html><html lang="${lang}"><head><title>Kontakt | Optik</title>${head}</head><body>` +
  `<header><nav>Startseite Kontakt</nav></header>${main}<footer>Impressum</footer></body></html>`;

describe('searchableText', () => {
  it('keeps the marked main content, its first heading and the language', () => {
    const text = searchableText(
      page(
        '<main data-search-body><h1>Kontakt&shy;linsen</h1><p>Weiche <b>Linsen</b> &amp; harte.</p></main>',
      ),
    );
    expect(text).toEqual({
      locale: 'de',
      canonicalPath: null,
      title: 'Kontakt\u00adlinsen',
      body: 'Kontakt\u00adlinsen Weiche Linsen & harte.',
    });
  });

  it('leaves out header, footer, scripts, styles, drawings and hidden or ignored parts', () => {
    const text = searchableText(
      page(
        '<main data-search-body><p>Brillen</p><script>var secret = 1;</script><style>.a{}</style>' +
          '<svg><text>Zeichnung</text></svg><div hidden>Versteckt</div><span aria-hidden="true">Deko</span>' +
          '<div data-search-ignore><p>Ignoriert</p></div><p>Gläser</p></main>',
      ),
    );
    expect(text?.body).toBe('Brillen Gläser');
  });

  it('keeps the words of neighbouring cells and paragraphs apart and reads image texts', () => {
    const text = searchableText(
      page(
        '<main data-search-body><table><tr><td>Montag</td><td>Dienstag</td></tr></table><p>a</p><p>b<br>c</p><img src="x.jpg" alt="Ladenfront"></main>',
      ),
    );
    expect(text?.body).toBe('Montag Dienstag a b c Ladenfront');
  });

  it('takes the document title (without the business name) when the content has no heading', () => {
    expect(searchableText(page('<main data-search-body><p>Text</p></main>'))?.title).toBe('Kontakt');
  });

  it('names the canonical path of a page reached by an alias', () => {
    const text = searchableText(
      page(
        '<main data-search-body><h1>Anna</h1></main>',
        'en',
        '<link rel="canonical" href="https://optik.ch/en/team/anna">',
      ),
    );
    expect(text).toMatchObject({ locale: 'en', canonicalPath: '/en/team/anna' });
  });

  it('gives nothing for a page without the mark or in a language the site does not have', () => {
    expect(searchableText(page('<main><h1>404</h1></main>'))).toBeNull();
    expect(searchableText(page('<main data-search-body>Bonjour</main>', 'fr'))).toBeNull();
  });
});
