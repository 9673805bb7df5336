/** reviewSlider icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const reviewSliderIcon = (
  <path d="M12 4l2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z" {...OUTLINE} />
);
