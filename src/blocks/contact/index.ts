import type { BlockDef } from '../types.ts';
import { contactSchema } from './schema.ts';
import { ContactView } from './View.tsx';

export const contactBlock = { ...contactSchema, View: ContactView } satisfies BlockDef<
  'contact',
  typeof contactSchema.options
>;
