/** The navigation manager inside the pages panel (editor spec §2, §3 Navigation). Issue 11 fills it in. */
export function NavigationSection() {
  return null;
}
