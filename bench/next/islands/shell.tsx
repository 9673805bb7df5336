'use client';
/**
 * The site shell as Next client components. Header and footer read the render context (React
 * context), which server components do not have, so in Next they are prerendered and hydrated
 * like the islands (the static blocks too, see ../blocks): that is what Next ships for them.
 */
export { NotFoundBody, ShellFooter, ShellHeader } from '../../../src/layouts/PageView.tsx';
