'use client';
// The search page's island as a Next client component.
export { default } from '../../../src/components/search/SiteSearch.tsx';
