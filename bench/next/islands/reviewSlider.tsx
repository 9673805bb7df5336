'use client';
// The reviewSlider island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/reviewSlider/Island.tsx';
