'use client';
// The gameSetup island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/gameSetup/Island.tsx';
