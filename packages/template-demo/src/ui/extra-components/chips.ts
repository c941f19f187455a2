/**
 * Adds a chip to the list: trimmed, not blank, and not already there (case ignored), so pressing
 * Enter twice or typing "react" after "React" keeps one chip.
 */
export function addChip(list: readonly string[], text: string): string[] {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value) return [...list];
  if (list.some((c) => c.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}
