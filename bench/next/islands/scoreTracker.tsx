'use client';
// The scoreTracker island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/scoreTracker/Island.tsx';
