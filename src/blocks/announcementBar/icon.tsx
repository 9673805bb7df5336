/** announcementBar icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const announcementBarIcon = (
  <>
    <rect x="2.5" y="8" width="19" height="8" rx="2" {...OUTLINE} />
    <path d="M6 12h12" {...OUTLINE} />
  </>
);
