import type { BlockDef } from '../types.ts';
import { contactFormSchema } from './schema.ts';
import { ContactFormView } from './View.tsx';

/** Interactive: hydrates as an island (Island.tsx) when it becomes visible. */
export const contactFormBlock = {
  ...contactFormSchema,
  View: ContactFormView,
  hydrate: 'visible',
} satisfies BlockDef<'contactForm', typeof contactFormSchema.options>;
