'use client';
// The mapContainer island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/mapContainer/Island.tsx';
