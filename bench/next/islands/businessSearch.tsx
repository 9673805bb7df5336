'use client';
// The businessSearch island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/businessSearch/Island.tsx';
