/**
 * The render service of a network on Workers (`npm run render-service`): renders each publish the
 * Worker POSTs to `LUNETTE_RENDER_URL` through this build's server bundle into the site's prefix
 * of the R2 pages bucket, reached through R2's S3 API
 * (functions/services/platform/render-service.ts, s3-bucket.ts). Listens on RENDER_PORT (default
 * 4322) over the build in LUNETTE_DIST (default dist); put it behind HTTPS. Refuses to start
 * without LUNETTE_RENDER_TOKEN (>= 32 characters), the S3 variables or a server bundle. Site
 * databases are opened with SITE_DATABASE_AUTH_TOKEN. After a deploy build, restart it (asset
 * hashes change).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { r2PagesOutput } from '../functions/services/platform/r2-pages.ts';
import {
  MIN_RENDER_TOKEN_LENGTH,
  createRenderServiceApp,
} from '../functions/services/platform/render-service.ts';
import { s3ConfigFromEnv, s3PagesBucket } from '../functions/services/platform/s3-bucket.ts';

const log = (message: string) => console.log(`[render] ${message}`);
function refuse(message: string): never {
  console.error(`render service not started: ${message}`);
  process.exit(1);
}

const token = process.env['LUNETTE_RENDER_TOKEN'] ?? '';
if (token.length < MIN_RENDER_TOKEN_LENGTH)
  refuse(
    `set LUNETTE_RENDER_TOKEN to a secret of at least ${MIN_RENDER_TOKEN_LENGTH} characters (e.g. openssl rand -base64 48), the same as the Worker's`,
  );
const found = s3ConfigFromEnv(process.env);
if ('missing' in found) refuse(`set ${found.missing.join(', ')} (R2's S3 API, where the pages go)`);
const { config } = found;
const port = Number(process.env['RENDER_PORT'] ?? 4322);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  refuse(`RENDER_PORT is not a port: ${process.env['RENDER_PORT']}`);
const distDir = resolve(process.env['LUNETTE_DIST'] ?? 'dist');
if (!existsSync(join(distDir, 'server', 'entry.mjs')))
  refuse(`no server bundle at ${join(distDir, 'server', 'entry.mjs')}: run npm run build first`);

const bucket = (() => {
  try {
    return s3PagesBucket(config);
  } catch (error) {
    return refuse(
      `R2_S3_ENDPOINT is not an http(s) URL (${error instanceof Error ? error.message : String(error)})`,
    );
  }
})();
const app = createRenderServiceApp({
  token,
  bundleDir: distDir,
  outputFor: (siteId) => r2PagesOutput(bucket, siteId),
  log,
});
const server = serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, () =>
  log(
    `listening on :${port} (POST /render), build ${distDir}, bucket ${config.bucket} at ${config.endpoint}`,
  ),
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: finishing running jobs ...`);
  server.close();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[render] closing failed: ${String(error)}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
