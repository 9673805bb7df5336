/** testimonialsContainer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const testimonialsContainerIcon = (
  <>
    <path d="M4 6h16v10H9l-4 3v-3H4z" {...OUTLINE} />
    <path d="M8 10h8M8 13h5" {...OUTLINE} />
  </>
);
