/** multiCta icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const multiCtaIcon = (
  <>
    <rect x="3" y="5" width="5" height="14" rx="1" {...OUTLINE} />
    <rect x="9.5" y="5" width="5" height="14" rx="1" {...OUTLINE} />
    <rect x="16" y="5" width="5" height="14" rx="1" {...OUTLINE} />
  </>
);
