import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { gameSetupSchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const gameSetupBlock = { ...gameSetupSchema, View: PENDING_VIEW } satisfies BlockDef<
  'gameSetup',
  typeof gameSetupSchema.options
>;
