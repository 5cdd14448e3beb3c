import type { AppDeps } from '#server/app-deps.ts';

export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>;
