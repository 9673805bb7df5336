/** contact manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { contactIcon } from './icon.tsx';
import { contactSchema } from './schema.ts';
import { ContactView } from './View.tsx';

export const contactBlock = defineBlock({
  ...contactSchema,
  View: ContactView,
  icon: contactIcon,
  label: 'blocksType.contact',
});
