/**
 * A webpack/Turbopack loader for the one Vite hint in the visitor pages' sources that the Next
 * bundler spells differently: `import(/* @vite-ignore *\/ url)` (SiteSearch loads Pagefind from a
 * URL known only in the browser) becomes `import(/* webpackIgnore: true *\/ url)`, so the bundler
 * leaves the import to the browser instead of failing to resolve it.
 */
const VITE_IGNORE = /\/\*\s*@vite-ignore\s*\*\//g;

export default function viteCompatLoader(source) {
  return source.replace(VITE_IGNORE, '/* webpackIgnore: true */');
}
