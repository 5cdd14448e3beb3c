import { ADMIN_ID_PREFIX_LENGTH } from '#shared/constants/admin.ts';

/** An id is shown as its first 8 characters, the full id in a title (docs/product-rules.md, Admin). */
export function shortId(id: string): string {
  return id.slice(0, ADMIN_ID_PREFIX_LENGTH);
}
