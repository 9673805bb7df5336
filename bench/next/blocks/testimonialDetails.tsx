'use client';
// The testimonialDetails block as a Next client component (its view reads the render context).
import * as block from '../../../src/blocks/testimonialDetails/index.ts';
import { staticBlock } from './static-block.tsx';

export default staticBlock(block);
