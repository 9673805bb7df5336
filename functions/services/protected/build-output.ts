/**
 * The static build's part: Astro writes every page into the public folder (`dist/client`); once
 * the build is done, this integration moves each protected page's HTML (every locale, id aliases
 * included) into the `protected/` folder beside it, which no static server serves. The Node
 * server and the Worker hand it out only behind the password form (./gate.ts).
 */
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PageSnapshot } from '../../../src/lib/content.ts';
import { routeFile } from '../../../src/lib/affected-routes.ts';
import { PROTECTED_DIR, isProtectedPage } from '../../../src/lib/protected-pages.ts';
import { buildStaticRoutes } from '../../../src/lib/routes.ts';

/** The route files (relative to the public folder) of the protected pages among `pages`. */
export function protectedRouteFiles(pages: readonly PageSnapshot[]): string[] {
  return buildStaticRoutes(pages.filter(isProtectedPage)).map((r) => routeFile(r.locale, r.slug));
}

/**
 * Moves the given route files from the public folder into the protected folder beside it
 * (emptied first, so a page that lost its password leaves nothing behind).
 */
export async function moveProtectedFiles(clientDir: string, files: readonly string[]): Promise<void> {
  const protectedDir = join(dirname(clientDir), PROTECTED_DIR);
  await rm(protectedDir, { recursive: true, force: true });
  for (const file of files) {
    const target = join(protectedDir, file);
    await mkdir(dirname(target), { recursive: true });
    await rename(join(clientDir, file), target);
    // The page's folder (and any parent it alone filled) goes too: nothing hints at the page.
    let folder = dirname(join(clientDir, file));
    while (
      folder !== clientDir &&
      (await rmdir(folder).then(
        () => true,
        () => false,
      ))
    )
      folder = dirname(folder);
  }
}

/** The Astro integration (astro.config.mjs) that moves protected pages out of the public folder. */
export const protectedPagesIntegration: AstroIntegration = {
  name: 'lunette-protected-pages',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const { publishedSite } = await import('../../../db/published-site.ts');
      await moveProtectedFiles(fileURLToPath(dir), protectedRouteFiles((await publishedSite()).pages));
    },
  },
};
