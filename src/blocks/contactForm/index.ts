/** contactForm manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { contactFormIcon } from './icon.tsx';
import { contactFormSchema } from './schema.ts';
import { ContactFormView } from './View.tsx';

export const contactFormBlock = defineBlock({
  ...contactFormSchema,
  View: ContactFormView,
  icon: contactFormIcon,
  label: 'blocksType.contactForm',
});
