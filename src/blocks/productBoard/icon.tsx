/** productBoard icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const productBoardIcon = (
  <>
    <path d="M6 8h12l-1 12H7z" {...OUTLINE} />
    <path d="M9 8a3 3 0 0 1 6 0" {...OUTLINE} />
  </>
);
