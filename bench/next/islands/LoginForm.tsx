'use client';
// The login page's island as a Next client component.
export { default } from '../../../src/editor/login/LoginForm.tsx';
