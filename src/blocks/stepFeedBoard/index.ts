import type { BlockDef } from '../types.ts';
import { stepFeedBoardSchema } from './schema.ts';
import { StepFeedBoardView } from './View.tsx';

export const stepFeedBoardBlock = { ...stepFeedBoardSchema, View: StepFeedBoardView } satisfies BlockDef<
  'stepFeedBoard',
  typeof stepFeedBoardSchema.options
>;
