import type { BlockDef } from '../types.ts';
import { ctaSchema } from './schema.ts';
import { CtaView } from './View.tsx';

export const ctaBlock = { ...ctaSchema, View: CtaView } satisfies BlockDef<'cta', typeof ctaSchema.options>;
