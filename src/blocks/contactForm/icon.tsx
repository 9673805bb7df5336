/** contactForm icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const contactFormIcon = (
  <>
    <rect x="4" y="3.5" width="16" height="17" rx="2" {...OUTLINE} />
    <path d="M7.5 8h9M7.5 12h9M7.5 16h5" {...OUTLINE} />
  </>
);
