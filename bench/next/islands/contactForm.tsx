'use client';
// The contactForm island as a Next client component: prerendered, then hydrated in the browser.
export { default } from '../../../src/blocks/contactForm/Island.tsx';
