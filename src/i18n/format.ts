/** Placeholder filling shared by both dictionaries (its own module, so islands do not pull a dictionary). */

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
