import { useTranslation } from 'react-i18next';
import { Section } from '#client/components/ui/section.tsx';
import { toastFailure } from '#client/lib/toast-store.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/constants/accounts.ts';
import { ANSWER_DUE_REMINDER_DAYS } from '#shared/constants/disputes.ts';
import type { NotificationSettings as Settings } from '#shared/schemas/auth.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useSaveNotificationSettings } from '../api/save-notification-settings.ts';

/** The account page's "Email and app notifications": one switch a kind, saved as soon as it moves. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const current = settings.data;

  const change = (from: Settings, kind: NotificationKind, on: boolean) =>
    save.mutate({ ...from, [kind]: on }, { onError: () => toastFailure(t('notifications.settings.saveError')) });

  return (
    <Section id="notification-settings" title={t('notifications.settings.title')}>
      <p className="text-muted-foreground">{t('notifications.settings.intro')}</p>
      {current ? (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-start justify-between gap-4 p-4">
                <span className="grid gap-0.5">
                  <span id={`notification-${kind}-label`} className="font-medium">
                    {t(`notifications.kinds.${kind}.label`)}
                  </span>
                  <span id={`notification-${kind}-description`} className="text-sm text-muted-foreground">
                    {t(`notifications.kinds.${kind}.description`, { days: ANSWER_DUE_REMINDER_DAYS })}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={current[kind]}
                  aria-labelledby={`notification-${kind}-label`}
                  aria-describedby={`notification-${kind}-description`}
                  checked={current[kind]}
                  onChange={(event) => change(current, kind, event.target.checked)}
                  className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
                />
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {settings.isError ? t('notifications.settings.loadError') : t('common.loading')}
        </p>
      )}
    </Section>
  );
}
