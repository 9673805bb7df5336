'use client';
// The jobs island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/jobs/Island.tsx';
