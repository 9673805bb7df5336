/**
 * The small page a protected page's URL shows until the visitor entered its password: a form
 * posting the password back to the same URL, in the visitor's locale, never indexed. Standalone
 * HTML with its few styles inline, so it needs nothing from the build.
 */
import type { Locale } from '../../../src/lib/content.ts';
import { protectedTexts } from '../../../src/i18n/visitor/protected.ts';

/** What the form says besides the request for the password. */
export type FormState = 'ask' | 'wrong' | 'too-many';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f5f2;color:#1d1d1b}
main{max-width:26rem;width:calc(100% - 2rem);background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}
h1{font-size:1.5rem;margin:0 0 .75rem}
label{display:block;font-weight:600;margin:1.25rem 0 .4rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b6b66;border-radius:.4rem}
button{margin-top:1rem;font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1d1d1b;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.error{color:#a4161a;font-weight:600}
a{color:inherit}
`;

/**
 * The password form of a protected page in `locale`, posting to `action` (the page's own path).
 *
 * @example
 * passwordFormHtml('de', '/de/intern', 'wrong'); // '<!doctype html><html lang="de">…'
 */
export function passwordFormHtml(locale: Locale, action: string, state: FormState): string {
  const t = protectedTexts[locale];
  const message =
    state === 'wrong' ? t.protectedWrongPassword : state === 'too-many' ? t.protectedTooManyAttempts : null;
  const error = message ? `<p class="error" id="password-error" role="alert">${escapeHtml(message)}</p>` : '';
  const described = message ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t.protectedTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.protectedTitle)}</h1>
<p>${escapeHtml(t.protectedIntro)}</p>
${error}
<form method="post" action="${escapeHtml(action)}">
<label for="page-password">${escapeHtml(t.protectedPasswordLabel)}</label>
<input id="page-password" name="password" type="password" autocomplete="current-password" required maxlength="200"${described}>
<button type="submit">${escapeHtml(t.protectedSubmit)}</button>
</form>
<p><a href="/${locale}/">${escapeHtml(t.protectedHomeLink)}</a></p>
</main>
</body>
</html>
`;
}
