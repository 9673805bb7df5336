'use client';
// The contentSliderBoard island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/contentSliderBoard/Island.tsx';
