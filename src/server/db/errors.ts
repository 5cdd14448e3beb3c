/** Drizzle wraps driver errors; the SQLSTATE may sit on the error or on its cause. */
export function sqlStateOf(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The constraint a violation names (pg and PGlite both report it), so a caller can tell two unique keys apart. */
export function violatedConstraintOf(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/**
 * Class 22 ("data exception"): the value itself was unacceptable (a NUL byte in text, a number out of
 * range, an impossible date). Input validation should catch these first; if one slips through, it is
 * still the caller's bad input, not a server failure.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
