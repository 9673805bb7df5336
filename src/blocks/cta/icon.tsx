/** cta icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const ctaIcon = (
  <>
    <rect x="3" y="5" width="8" height="14" rx="1.5" {...OUTLINE} />
    <path d="M14 8h7M14 11.5h7M14 15h4" {...OUTLINE} />
  </>
);
