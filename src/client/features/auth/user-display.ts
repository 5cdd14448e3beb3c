interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
}

/** First letters of both names, 'U' when there are none (docs/product-rules.md, Accounts). */
export function initialsOf(user: NamedUser | null | undefined): string {
  const initials = [user?.firstName, user?.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/** Both names, or the fallback ('User', translated) when there are none. */
export function displayNameOf(user: NamedUser | null | undefined, fallback: string): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || fallback;
}
