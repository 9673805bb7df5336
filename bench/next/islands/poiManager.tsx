'use client';
// The poiManager island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/poiManager/Island.tsx';
