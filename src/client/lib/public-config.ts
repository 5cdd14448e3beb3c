/**
 * The only reader of the client's build-time variables (`VITE_*`). They are baked in by `vite build`, so a
 * change needs a new build. Defaults match the server's (SUPPORT_EMAIL in src/server/config.ts).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@creditpath.example';
export const DEFAULT_SUPPORT_RESPONSE_HOURS = 24;

export interface PublicConfig {
  supportEmail: string;
  supportResponseHours: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readPublicConfig(env: Record<string, unknown>): PublicConfig {
  const email = typeof env.VITE_SUPPORT_EMAIL === 'string' ? env.VITE_SUPPORT_EMAIL.trim() : '';
  const hours = Number(typeof env.VITE_SUPPORT_RESPONSE_HOURS === 'string' ? env.VITE_SUPPORT_RESPONSE_HOURS : '');
  return {
    supportEmail: EMAIL.test(email) ? email : DEFAULT_SUPPORT_EMAIL,
    supportResponseHours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_SUPPORT_RESPONSE_HOURS,
  };
}

export const publicConfig: PublicConfig = readPublicConfig(import.meta.env);
