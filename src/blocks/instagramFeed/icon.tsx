/** instagramFeed icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const instagramFeedIcon = (
  <>
    <rect x="4" y="4" width="16" height="16" rx="4.5" {...OUTLINE} />
    <circle cx="12" cy="12" r="3.5" {...OUTLINE} />
    <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
  </>
);
