/**
 * A cookie the page's script can read (the session cookie it cannot), there while this browser holds no session:
 * the client then knows a visitor without asking `GET /api/auth/user`, whose 401 every browser logs as a console
 * error (docs/product-rules.md, Accounts: who is signed in).
 */
export const NO_SESSION_COOKIE = 'cp_no_session';
