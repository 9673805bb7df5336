/**
 * Which host a request names its site by, for both routers (Node and Worker): the `Host` header,
 * except for a game room's snapshot write, which names its game's site in `x-lunette-site-host`
 * (the rooms post to the server's own address; the snapshot route itself checks their secret).
 */
import { SITE_HOST_HEADER, SNAPSHOT_PATH } from '../../../party/snapshot-writer.ts';

export function siteHostOf(request: Request): string | null {
  const url = new URL(request.url);
  const game = url.pathname === SNAPSHOT_PATH ? request.headers.get(SITE_HOST_HEADER) : null;
  return game ?? request.headers.get('host') ?? url.host;
}
