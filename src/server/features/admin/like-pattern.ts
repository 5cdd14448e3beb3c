/**
 * What an admin typed, as an ILIKE pattern that finds it anywhere: `%`, `_` and the escape character itself
 * are matched literally (backslash is PostgreSQL's default LIKE escape), so "100%" does not match everything.
 */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
