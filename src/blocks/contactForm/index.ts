/** contactForm manifest: interactive, hydrates as an island (Island.tsx) when it becomes visible. */
import { defineBlock } from '../types.ts';
import { contactFormIcon } from './icon.tsx';
import ContactFormIsland from './Island.tsx';
import { contactFormSchema } from './schema.ts';
import { ContactFormView } from './View.tsx';

export const contactFormBlock = defineBlock({
  ...contactFormSchema,
  View: ContactFormView,
  icon: contactFormIcon,
  label: 'blocksType.contactForm',
  hydrate: 'visible',
  Island: ContactFormIsland,
});
