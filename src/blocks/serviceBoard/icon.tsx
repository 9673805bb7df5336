/** serviceBoard icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const serviceBoardIcon = (
  <>
    <rect x="3" y="4" width="8" height="16" rx="1" {...OUTLINE} />
    <rect x="13" y="4" width="8" height="16" rx="1" {...OUTLINE} />
    <path d="M5.5 8h3M5.5 11h3M15.5 8h3M15.5 11h3" {...OUTLINE} />
  </>
);
