/** Text with `insert` put where the selection was (replacing it), and where the cursor goes after it. */
export function insertAtCursor(
  text: string,
  insert: string,
  selection: { start: number; end: number },
): { text: string; cursor: number } {
  // A selection past the end (the text changed since it was read) inserts at the end.
  const start = Math.min(Math.max(0, selection.start), text.length);
  const end = Math.min(Math.max(start, selection.end), text.length);
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
