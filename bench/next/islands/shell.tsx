'use client';
/**
 * The site shell and the static blocks as Next client components. They read the render context
 * (React context), which server components do not have, so in Next they are prerendered and
 * hydrated like the islands: that is what Next ships for these components.
 */
export { NotFoundBody, ShellFooter, ShellHeader } from '../../../src/layouts/PageView.tsx';
export { StaticBlock } from '../../../src/blocks/StaticBlock.tsx';
