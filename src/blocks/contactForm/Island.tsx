/**
 * The contactForm island: Astro hydrates it when the form becomes visible. It renders the block's own
 * schema and view through IslandRoot, so the island bundles only this form's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { contactFormSchema } from './schema.ts';
import { ContactFormView } from './View.tsx';

export default function ContactFormIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={contactFormSchema as never} View={ContactFormView} />;
}
