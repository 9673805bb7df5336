import type { BlockDef } from '../types.ts';
import { stepFeedCardSchema } from './schema.ts';
import { StepFeedCardView } from './View.tsx';

export const stepFeedCardBlock = { ...stepFeedCardSchema, View: StepFeedCardView } satisfies BlockDef<
  'stepFeedCard',
  typeof stepFeedCardSchema.options
>;
