import { ADMIN_ID_PREFIX_LENGTH } from '#shared/constants/admin.ts';

/** Spec section 9: an id is shown as its first 8 characters (the full id stays in a title). */
export function shortId(id: string): string {
  return id.slice(0, ADMIN_ID_PREFIX_LENGTH);
}
