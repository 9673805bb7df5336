'use client';
// The mediaGallery island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/mediaGallery/Island.tsx';
