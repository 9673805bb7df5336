/**
 * The header's only script (SitePage.astro inlines it): its `<details>` toggles (the mobile menu and
 * the desktop search bar) work without it; this closes them the way visitors expect. Escape closes
 * an open one and gives the focus back to its toggle; the mobile menu also closes when the window
 * widens to desktop (visitor spec §4 "Mobile menu": it closes on resize), so it is closed again
 * when the window narrows. The breakpoint matches header-menus.css. When a visitor opens the
 * search bar (its toggle has the focus), the focus goes on into its field.
 */
const DESKTOP = '(min-width: 768px)';

const toggles = () => [...document.querySelectorAll<HTMLDetailsElement>('.site-header details[open]')];

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  for (const details of toggles()) {
    details.open = false;
    details.querySelector('summary')?.focus();
  }
});

matchMedia(DESKTOP).addEventListener('change', (query) => {
  if (!query.matches) return;
  for (const details of toggles()) if (details.classList.contains('site-menu')) details.open = false;
});

// `toggle` does not bubble: listened to on the way down.
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    if (details.classList.contains('site-search') && details.contains(document.activeElement))
      // The bar is the element right after the toggle (Header.tsx).
      details.nextElementSibling?.querySelector('input')?.focus();
  },
  true,
);
