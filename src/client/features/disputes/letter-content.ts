import { z } from 'zod';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';

const LetterContentSchema = z.object(Object.fromEntries(BUREAUS.map((bureau) => [bureau, z.string().optional()])));

/** The letters' text by bureau, from the spec's `letterContent` JSON string; nothing when it cannot be read. */
export function lettersByBureau(letterContent: string | null): Partial<Record<Bureau, string>> {
  if (!letterContent) return {};
  try {
    const parsed = LetterContentSchema.safeParse(JSON.parse(letterContent));
    return parsed.success ? (parsed.data as Partial<Record<Bureau, string>>) : {};
  } catch {
    return {};
  }
}
