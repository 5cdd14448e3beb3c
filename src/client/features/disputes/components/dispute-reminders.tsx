import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { CampaignStep } from '#shared/schemas/campaign.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { listText, recipientText } from '../campaign-text.ts';
import { type ShownReminder, useShownReminders } from './letters-mailed-for-them.ts';

/** A list of bureau names in the reader's words: "Experian and Equifax" / "Experian y Equifax". */
function useBureauList() {
  const { t, i18n } = useTranslation();
  return (bureaus: readonly string[]) =>
    listText(
      i18n.language,
      bureaus.map((bureau) => t(`bureaus.${bureau as 'experian'}`)),
    );
}

function ReminderText({ reminder }: { reminder: ShownReminder }) {
  const { t, i18n } = useTranslation();
  const bureauList = useBureauList();
  const recipients = (steps: readonly CampaignStep[]) =>
    listText(i18n.language, [...new Set(steps.map((step) => recipientText(t, step)))]);
  const name = reminder.accountName;
  switch (reminder.kind) {
    case 'mail_step':
      return t('campaign.reminders.mailStep', {
        name,
        recipients: recipients(reminder.steps),
        count: reminder.steps.length,
      });
    case 'file_complaint':
      return t('campaign.reminders.fileComplaint', { name });
    case 'step_late':
      return t('campaign.reminders.stepLate', {
        name,
        recipients: recipients(reminder.steps),
        count: reminder.steps.length,
      });
    case 'next_step':
      return t('campaign.reminders.nextStep', { name, count: reminder.count });
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
 * returned, expect an answer, follow up a late bureau; then the campaign's: a later letter to mail, a complaint to
 * file, a recipient past its date, a next step to take.
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
