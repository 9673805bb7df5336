/** stepFeedBoard icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const stepFeedBoardIcon = (
  <>
    <circle cx="5.5" cy="12" r="2.5" {...OUTLINE} />
    <circle cx="12" cy="12" r="2.5" {...OUTLINE} />
    <circle cx="18.5" cy="12" r="2.5" {...OUTLINE} />
    <path d="M8 12h1.5M14.5 12H16" {...OUTLINE} />
  </>
);
