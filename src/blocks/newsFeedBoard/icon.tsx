/** newsFeedBoard icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const newsFeedBoardIcon = (
  <>
    <rect x="3.5" y="4" width="17" height="16" rx="2" {...OUTLINE} />
    <rect x="6.5" y="7" width="5" height="5" rx="0.5" {...OUTLINE} />
    <path d="M14 8h4M14 11h4M6.5 15h11" {...OUTLINE} />
  </>
);
