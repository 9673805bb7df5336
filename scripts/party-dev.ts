/**
 * Runs `partykit dev` for the game rooms with the room's variables taken from this process's
 * environment, so the snapshot secret never appears on a process command line (where every local
 * user can read it in /proc). `partykit dev` itself reads variables only from `--var` arguments
 * (or a `.env` file in the project): this script adds those arguments inside the process, after it
 * started, and then runs partykit's CLI in this same process. Its workerd runtime gets its
 * configuration over a pipe, not arguments.
 *
 * Usage (by the launcher, scripts/start.ts):
 *   GAME_SNAPSHOT_SECRET=... LUNETTE_API_URL=... node scripts/party-dev.ts --port 1999 ...
 */
import { fileURLToPath } from 'node:url';

/** The variables a game room reads (party/game.ts), passed on when set. */
export const ROOM_VARIABLES = ['LUNETTE_API_URL', 'GAME_SNAPSHOT_SECRET', 'ALLOWED_ORIGINS'] as const;

/**
 * The `--var NAME=value` arguments for the room variables set in `env`.
 *
 * @example
 * roomVarArgs({ LUNETTE_API_URL: 'http://127.0.0.1:4321' }); // ['--var', 'LUNETTE_API_URL=http://127.0.0.1:4321']
 */
export function roomVarArgs(env: NodeJS.ProcessEnv): string[] {
  return ROOM_VARIABLES.flatMap((name) => {
    const value = env[name];
    return value ? ['--var', `${name}=${value}`] : [];
  });
}

/** A marker on this script's command line, so a launcher can recognise a server it left behind. */
export const PARTY_DEV_MARKER = 'party-dev.ts';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // commander reads process.argv when partykit's CLI module runs; /proc keeps the original.
  process.argv.splice(2, 0, 'dev', ...roomVarArgs(process.env));
  // The package exports no path to its CLI; it is loaded by file, as the launcher does with others.
  await import(new URL('../node_modules/partykit/dist/bin.mjs', import.meta.url).href);
}
