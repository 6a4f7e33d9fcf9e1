/** Name lists are written as comma-separated text so a league fits on a few lines. */
export function nameList(text: string): readonly string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
