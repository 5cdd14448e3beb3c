/** The admin dashboard's tabs, in order; the open one is kept in the address (`?tab=`). */
export const ADMIN_TABS = [
  'overview',
  'users',
  'subscriptions',
  'disputes',
  'mailings',
  'analytics',
  'client-records',
  'audit-log',
  'testimonials',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'overview';
}
