import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { ADMIN_TABS, type AdminTab, parseAdminTab } from '../admin-tabs.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { AuditLogTab } from './audit-log-tab.tsx';
import { ClientRecordsTab } from './client-records-tab.tsx';
import { DisputesTab } from './disputes-tab.tsx';
import { MailingsTab } from './mailings-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SubscriptionsTab } from './subscriptions-tab.tsx';
import { TestimonialsTab } from './testimonials-tab.tsx';
import { UsersTab } from './users-tab.tsx';

const PANELS: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  users: UsersTab,
  subscriptions: SubscriptionsTab,
  disputes: DisputesTab,
  mailings: MailingsTab,
  analytics: AnalyticsTab,
  'client-records': ClientRecordsTab,
  'audit-log': AuditLogTab,
  testimonials: TestimonialsTab,
};

/**
 * Radix tabs (arrow keys move between them); only the open panel is mounted, so a tab reads its data when it
 * opens. On a narrow screen the tabs wrap onto more rows: a list scrolled sideways hid the last tabs off-screen
 * with nothing to say they were there.
 */
export function AdminTabs({ tab, onTabChange }: { tab: AdminTab; onTabChange: (tab: AdminTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(parseAdminTab(value))} className="min-w-0">
      <TabsList aria-label={t('admin.tabs.label')} className="flex-wrap gap-1">
        {ADMIN_TABS.map((value) => (
          <TabsTrigger key={value} value={value} className="flex-auto whitespace-nowrap">
            {t(`admin.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map((value) => {
        const Panel = PANELS[value];
        return (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
