/**
 * The last step of every build (astro.config.mjs, after the 404 copies, the search index and the
 * protected pages' move): writes the inline-code hashes of the Content-Security-Policy
 * (./inline-hashes.ts) and the brotli/gzip copies of every text file (./precompress.ts) into the
 * served folder, so both describe exactly the files that are served.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PROTECTED_DIR } from '../../../src/lib/protected-pages.ts';
import { NO_INLINE_HASHES } from '../../security-headers.ts';
import { astroIslandScriptHashes, inlineHashesOfFolder, writeInlineHashes } from './inline-hashes.ts';
import { precompressFolder } from './precompress.ts';

/** The Astro integration; keep it last in the list, so no later step changes a file it copied. */
export const staticOutputIntegration: AstroIntegration = {
  name: 'lunette-static-output',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const clientDir = fileURLToPath(dir);
      // Protected pages are served from beside the folder, behind their password form.
      const protectedPages = await inlineHashesOfFolder(join(dirname(clientDir), PROTECTED_DIR)).catch(
        () => NO_INLINE_HASHES,
      );
      const hashes = await writeInlineHashes(clientDir, [await astroIslandScriptHashes(), protectedPages]);
      logger.info(`csp: ${hashes.scripts.length} inline scripts, ${hashes.handlers.length} inline handlers`);
      const report = await precompressFolder(clientDir);
      logger.info(
        `precompressed ${report.files} files (${report.bytes} B -> br ${report.brBytes} B, gzip ${report.gzipBytes} B) in ${report.ms} ms`,
      );
    },
  },
};
