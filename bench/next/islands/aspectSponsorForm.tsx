'use client';
// The aspectSponsorForm island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/aspectSponsorForm/Island.tsx';
