'use client';
// The videoPlayer island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/videoPlayer/Island.tsx';
