// Astro's ambient types (CSS and asset imports, import.meta.env) for `tsc`, which runs before
// `astro check` generates .astro/types.d.ts on a fresh clone.
/// <reference types="astro/client" />
