import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { type ShownReminder, useShownReminders } from './letters-mailed-for-them.ts';

/** A list of bureau names in the reader's words: "Experian and Equifax" / "Experian y Equifax". */
function useBureauList() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (bureaus: readonly string[]) => list.format(bureaus.map((bureau) => t(`bureaus.${bureau as 'experian'}`)));
}

function ReminderText({ reminder }: { reminder: ShownReminder }) {
  const { t } = useTranslation();
  const bureauList = useBureauList();
  const name = reminder.accountName;
  switch (reminder.kind) {
    case 'mail_letters':
      return t('disputes.reminders.mail', {
        name,
        bureaus: bureauList(reminder.bureaus),
        count: reminder.bureaus.length,
      });
    case 'mail_returned':
      return t('disputes.reminders.mailReturned', {
        name,
        bureaus: bureauList(reminder.bureaus),
        count: reminder.bureaus.length,
      });
    case 'bureau_late':
      return t('disputes.reminders.late', {
        name,
        bureaus: bureauList(reminder.bureaus),
        count: reminder.bureaus.length,
      });
    case 'answer_due':
      return t('disputes.reminders.due', {
        name,
        bureau: bureauList([reminder.bureau]),
        date: formatDay(reminder.dueOn),
        count: reminder.daysLeft,
      });
  }
}

/**
 * What the member should do next about their disputes: mail letters (not those we mail for them), mail again one USPS
 * returned, expect an answer, follow up a late bureau.
 */
export function DisputeReminders({ disputes }: { disputes: readonly DisputeResponse[] }) {
  const { t } = useTranslation();
  const reminders = useShownReminders(disputes);
  if (reminders.length === 0) return null;
  return (
    <section
      aria-labelledby="dispute-reminders"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="dispute-reminders" className="mb-2 flex items-center gap-2 font-semibold">
        <BellRing className="size-4" aria-hidden />
        {t('disputes.reminders.title')}
      </h2>
      <ul className="grid gap-2 text-sm">
        {reminders.map((reminder) => (
          <li key={`${reminder.kind}-${reminder.disputeId}`}>
            <Link to={paths.disputes} className="underline-offset-4 hover:underline">
              <ReminderText reminder={reminder} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
