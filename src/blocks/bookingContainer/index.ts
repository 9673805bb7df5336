/** bookingContainer manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { bookingContainerIcon } from './icon.tsx';
import { bookingContainerSchema } from './schema.ts';
import { BookingContainerView } from './View.tsx';

export const bookingContainerBlock = defineBlock({
  ...bookingContainerSchema,
  View: BookingContainerView,
  icon: bookingContainerIcon,
  label: 'blocksType.bookingContainer',
});
