'use client';
/** The header's script (Escape and resize close the menus), loaded once the page runs. */
import { useEffect } from 'react';

export default function HeaderToggles() {
  useEffect(() => {
    // @ts-expect-error -- a script without exports, imported for its listeners only
    void import('../../../src/layouts/header-toggles.ts');
  }, []);
  return null;
}
