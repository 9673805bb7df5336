/**
 * What a host that names no active site answers: 404 with a short page in German and English
 * (never another site's content, never the default site's); and the 503 page of a site whose
 * database is down. Standalone HTML, nothing from a build.
 */
import { platformTexts } from '../../../src/i18n/visitor/platform.ts';

type Message = 'unknownSite' | 'siteUnavailable';

function platformPage(message: Message): string {
  const { de, en } = platformTexts;
  const title = (texts: typeof de) => texts[`${message}Title`];
  const text = (texts: typeof de) => texts[`${message}Text`];
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title(de)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f5f2;color:#1d1d1b}main{max-width:32rem;width:calc(100% - 2rem);background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}h1{font-size:1.4rem;margin:0 0 .75rem}section+section{margin-top:1.5rem;border-top:1px solid #ddd;padding-top:1.5rem}</style></head><body><main><section><h1>${title(de)}</h1><p>${text(de)}</p></section><section lang="en"><h1>${title(en)}</h1><p>${text(en)}</p></section></main></body></html>`;
}

/** The unknown-site page (both languages, German first). */
export function unknownSiteHtml(): string {
  return platformPage('unknownSite');
}

/** The page of a site whose database cannot be reached (edge, nothing cached): both languages. */
export function siteUnavailableHtml(): string {
  return platformPage('siteUnavailable');
}
