/** The contactForm block view (being built in issue 5: fields, states, validation). */
import type { BlockViewProps } from '../types.ts';
import type { ContactFormOptions } from './schema.ts';

export function ContactFormView(_props: BlockViewProps<ContactFormOptions>) {
  return null;
}
