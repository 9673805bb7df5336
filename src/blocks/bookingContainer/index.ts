import type { BlockDef } from '../types.ts';
import { bookingContainerSchema } from './schema.ts';
import { BookingContainerView } from './View.tsx';

export const bookingContainerBlock = {
  ...bookingContainerSchema,
  View: BookingContainerView,
} satisfies BlockDef<'bookingContainer', typeof bookingContainerSchema.options>;
