/**
 * A webpack/Turbopack loader for the two Vite features the project's sources use outside
 * `import.meta.env` (a define in next.config.ts):
 * - the eager glob `import.meta.glob('./<star>/index.ts', { eager: true })` of
 *   src/blocks/manifests.ts: the matching files are listed when the module is compiled and the call
 *   becomes the object of static imports Vite builds. Only a one-folder-level star is supported;
 *   any other pattern stops the build, naming it.
 * - `import(/* @vite-ignore *\/ url)` (a URL known only in the browser): the bundler is told to
 *   leave it alone the way webpack and Turbopack spell it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const GLOB = /import\.meta\.glob(?:<[^(]*>)?\(\s*(['"])([^'"]+)\1\s*,\s*\{\s*eager:\s*true\s*\}\s*\)/g;
const VITE_IGNORE = /\/\*\s*@vite-ignore\s*\*\//g;

export default function viteCompatLoader(source) {
  const dir = dirname(this.resourcePath);
  const imports = [];
  const out = source
    .replace(GLOB, (_call, _quote, pattern) => {
      const match = /^\.\/\*\/([^*/]+)$/.exec(pattern);
      if (!match) throw new Error(`vite-compat-loader: unsupported glob ${pattern} in ${this.resourcePath}`);
      const file = match[1];
      const folders = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
        .map((entry) => entry.name)
        .sort();
      if (this.addContextDependency) this.addContextDependency(dir);
      const entries = folders.map((folder) => {
        const name = `__glob_${imports.length}`;
        imports.push(`import * as ${name} from './${folder}/${file}';`);
        return `'./${folder}/${file}': ${name}`;
      });
      return `({ ${entries.join(', ')} })`;
    })
    .replace(VITE_IGNORE, '/* webpackIgnore: true */');
  if (/import\.meta\.glob\b/.test(out))
    throw new Error(`vite-compat-loader: an import.meta.glob call in ${this.resourcePath} was not replaced`);
  return imports.length ? `${out}\n${imports.join('\n')}\n` : out;
}
