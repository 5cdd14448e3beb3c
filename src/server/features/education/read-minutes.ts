import { READING_WORDS_PER_MINUTE } from '#shared/constants/education.ts';

/** "N min read" for a Markdown body: its words at an unhurried pace, never less than one minute. */
export function readMinutes(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
