'use client';
// The consent banner (only on sites with a tracking id) as a Next client component.
export { default } from '../../../src/components/consent/ConsentBanner.tsx';
