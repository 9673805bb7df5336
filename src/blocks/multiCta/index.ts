import type { BlockDef } from '../types.ts';
import { multiCtaSchema } from './schema.ts';
import { MultiCtaView } from './View.tsx';

export const multiCtaBlock = { ...multiCtaSchema, View: MultiCtaView } satisfies BlockDef<
  'multiCta',
  typeof multiCtaSchema.options
>;
