import type { AppDeps } from '../../app-deps.ts';

export type BillingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cipher'>;
