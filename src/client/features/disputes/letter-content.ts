import { z } from 'zod';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';

const LetterContentSchema = z.object(Object.fromEntries(BUREAUS.map((bureau) => [bureau, z.string().optional()])));

/** Letters by bureau from the `letterContent` JSON string (docs/product-rules.md, Disputes); nothing if unreadable. */
export function lettersByBureau(letterContent: string | null): Partial<Record<Bureau, string>> {
  if (!letterContent) return {};
  try {
    const parsed = LetterContentSchema.safeParse(JSON.parse(letterContent));
    return parsed.success ? (parsed.data as Partial<Record<Bureau, string>>) : {};
  } catch {
    return {};
  }
}
