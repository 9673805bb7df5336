/** textOnImage icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const textOnImageIcon = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" {...OUTLINE} />
    <path d="M3 16l5-5 4 4 3-3 6 6" {...OUTLINE} />
    <path d="M6 8h6" {...OUTLINE} />
  </>
);
