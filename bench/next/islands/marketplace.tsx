'use client';
// The marketplace island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/marketplace/Island.tsx';
