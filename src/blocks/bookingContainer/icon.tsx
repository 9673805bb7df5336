/** bookingContainer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const bookingContainerIcon = (
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" {...OUTLINE} />
    <path d="M3.5 9.5h17M8 3v4M16 3v4M8 14l2.5 2.5L16 12" {...OUTLINE} />
  </>
);
