import { ID_IMAGE_ACCEPT, ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';

export type IdImageRefusal = 'UNSUPPORTED_IMAGE' | 'FILE_TOO_LARGE';

const accepted = ID_IMAGE_ACCEPT.split(',');
const mediaTypes = accepted.filter((entry) => !entry.startsWith('.'));
const extensions = accepted.filter((entry) => entry.startsWith('.'));

/**
 * What the browser can tell before sending, for the picker and for a drop alike: the server decides by the
 * content anyway. Browsers often give a HEIC photo no type at all, so its extension speaks for it then.
 */
export function checkIdImage(file: { name: string; size: number; type: string }): IdImageRefusal | null {
  const name = file.name.toLowerCase();
  const looksLikeImage =
    mediaTypes.includes(file.type.toLowerCase()) ||
    (file.type === '' && extensions.some((extension) => name.endsWith(extension)));
  if (!looksLikeImage) return 'UNSUPPORTED_IMAGE';
  return file.size >= ID_IMAGE_MAX_BYTES ? 'FILE_TOO_LARGE' : null;
}
