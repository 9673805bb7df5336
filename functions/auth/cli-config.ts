/**
 * Config for better-auth's schema generator only (not used at run time). Regenerate the tables
 * after changing plugins in service.ts:
 * `npx --yes auth@^1.7 generate --config functions/auth/cli-config.ts --adapter drizzle --dialect sqlite --output db/auth-schema.ts -y`
 * then `npx prettier --write db/auth-schema.ts` and `npm run db:generate -- --name <change>`.
 */
import { schemaOnlyAuth } from './service.ts';

export const auth = schemaOnlyAuth();
