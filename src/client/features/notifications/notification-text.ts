import type { TFunction } from 'i18next';
import { formatDay, formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import type { NotificationKind } from '#shared/constants/accounts.ts';
import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import { CAMPAIGN_STEP_KINDS, type CampaignStepKind } from '#shared/constants/campaign.ts';
import { BUREAU_OUTCOMES, type BureauOutcome } from '#shared/constants/disputes.ts';
import { PAYMENT_TYPES, type PaymentType, PLANS } from '#shared/constants/plans.ts';
import type { Notification } from '#shared/schemas/auth.ts';

export interface NotificationText {
  title: string;
  body: string | null;
}

/** Where each notice leads: the page where the member sees it or acts on it (the emails' buttons agree). */
export const NOTIFICATION_PAGES: Record<NotificationKind, string> = {
  plan_active: paths.dashboard,
  letters_ready: paths.disputes,
  answer_due_soon: paths.disputes,
  bureau_late: paths.disputes,
  answer_recorded: paths.disputes,
  password_changed: paths.account,
  new_sign_in: paths.account,
  payment_failed: paths.account,
  // The plan status there holds the payment link and "I've paid it".
  payment_due: paths.account,
  // The letter's tracking, and for returned mail "Mail it for me" again, are on the dispute's row.
  mail_delivered: paths.disputes,
  mail_returned: paths.disputes,
  mail_rerouted: paths.disputes,
  // The reinsertion letter is proposed on the dispute's row.
  item_reinserted: paths.disputes,
  // What changed between the two reports; the text says where the drafts are.
  new_negative_item: paths.progress,
  // The next steps, a complaint to the CFPB among them, are on the dispute's row.
  step_late: paths.disputes,
};

type Data = Notification['data'];
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function bureauText(t: TFunction, kind: 'answer_due_soon' | 'bureau_late', data: Data): NotificationText | null {
  const bureau = oneOf<Bureau>(BUREAUS, data.bureau);
  const dueOn = isoDay(data.dueOn);
  if (!bureau || !dueOn) return null;
  const names = { bureau: t(`bureaus.${bureau}`), date: formatDay(dueOn) };
  return { title: t(`notifications.kinds.${kind}.title`, names), body: t(`notifications.kinds.${kind}.body`, names) };
}

function securityText(t: TFunction, kind: 'password_changed' | 'new_sign_in', data: Data): NotificationText {
  const device = textOf(data.device);
  return {
    title: t(`notifications.kinds.${kind}.title`),
    body: device ? t(`notifications.kinds.${kind}.bodyFrom`, { device }) : t(`notifications.kinds.${kind}.body`),
  };
}

function mailText(t: TFunction, kind: 'mail_delivered' | 'mail_returned' | 'mail_rerouted', data: Data) {
  const bureau = oneOf<Bureau>(BUREAUS, data.bureau);
  if (!bureau) return null;
  const names = { bureau: t(`bureaus.${bureau}`) };
  if (kind !== 'mail_delivered') {
    return { title: t(`notifications.kinds.${kind}.title`, names), body: t(`notifications.kinds.${kind}.body`, names) };
  }
  const deliveredOn = isoDay(data.deliveredOn);
  const dueOn = isoDay(data.dueOn);
  if (!deliveredOn || !dueOn) return null;
  return {
    title: t('notifications.kinds.mail_delivered.title', names),
    body: t('notifications.kinds.mail_delivered.body', {
      ...names,
      deliveredOn: formatDay(deliveredOn),
      dueOn: formatDay(dueOn),
    }),
  };
}

function textFromData(t: TFunction, { kind, data }: Notification): NotificationText | null {
  switch (kind) {
    case 'plan_active': {
      const plan = oneOf<PaymentType>(PAYMENT_TYPES, data.plan);
      if (!plan) return null;
      return {
        title: t('notifications.kinds.plan_active.title'),
        body: t('notifications.kinds.plan_active.body', { plan: t(`plans.name.${plan}`) }),
      };
    }
    case 'letters_ready': {
      const count = positive(data.disputes);
      if (count === null) return null;
      return {
        title: t('notifications.kinds.letters_ready.title'),
        body: t('notifications.kinds.letters_ready.body', { count }),
      };
    }
    case 'answer_due_soon':
    case 'bureau_late':
      return bureauText(t, kind, data);
    case 'answer_recorded': {
      const bureau = oneOf<Bureau>(BUREAUS, data.bureau);
      const outcome = oneOf<BureauOutcome>(BUREAU_OUTCOMES, data.outcome);
      if (!bureau || !outcome) return null;
      const name = { bureau: t(`bureaus.${bureau}`) };
      return {
        title: t('notifications.kinds.answer_recorded.title', name),
        body: t(`notifications.kinds.answer_recorded.outcomes.${outcome}`, name),
      };
    }
    case 'password_changed':
    case 'new_sign_in':
      return securityText(t, kind, data);
    case 'payment_failed': {
      const cents = positive(data.amountCents);
      if (cents === null) return null;
      return {
        title: t('notifications.kinds.payment_failed.title'),
        body: t('notifications.kinds.payment_failed.body', { amount: formatMoney(cents) }),
      };
    }
    case 'payment_due': {
      const cents = positive(data.amountCents);
      const plan = oneOf<PaymentType>(PAYMENT_TYPES, data.plan);
      const index = typeof data.periodIndex === 'number' && data.periodIndex >= 0 ? data.periodIndex : null;
      const letters = positive(data.mailedLetters);
      // Fees of letters we mailed, owed on their own (no period's charge with them).
      if (cents !== null && index === null && letters !== null) {
        const amount = formatMoney(cents);
        return {
          title: t('notifications.kinds.payment_due.title', { amount }),
          body: t('notifications.kinds.payment_due.bodyMailedLetters', { amount, count: letters }),
        };
      }
      if (cents === null || !plan || index === null) return null;
      const amount = formatMoney(cents);
      return {
        title: t('notifications.kinds.payment_due.title', { amount }),
        body:
          PLANS[plan].billing === 'one_time'
            ? t('notifications.kinds.payment_due.bodyOneTime', { amount })
            : t('notifications.kinds.payment_due.bodyMonth', { amount, number: index + 1 }),
      };
    }
    case 'mail_delivered':
    case 'mail_returned':
    case 'mail_rerouted':
      return mailText(t, kind, data);
    case 'item_reinserted': {
      const bureau = oneOf<Bureau>(BUREAUS, data.bureau);
      if (!bureau) return null;
      const name = { bureau: t(`bureaus.${bureau}`) };
      return {
        title: t('notifications.kinds.item_reinserted.title', name),
        // The letter is claimed as written only when the server says it wrote it.
        body: t(
          data.drafted === 1
            ? 'notifications.kinds.item_reinserted.bodyDrafted'
            : 'notifications.kinds.item_reinserted.body',
          name,
        ),
      };
    }
    case 'step_late': {
      const bureau = oneOf<Bureau>(BUREAUS, data.bureau);
      const step = oneOf<CampaignStepKind>(CAMPAIGN_STEP_KINDS, data.kind);
      const dueOn = isoDay(data.dueOn);
      if (!bureau || !step || !dueOn) return null;
      const names = { letter: t(`campaign.kinds.${step}`), bureau: t(`bureaus.${bureau}`), date: formatDay(dueOn) };
      return {
        title: t('notifications.kinds.step_late.title', names),
        body: t('notifications.kinds.step_late.body', names),
      };
    }
    case 'new_negative_item': {
      const count = positive(data.count);
      const drafts = typeof data.drafts === 'number' && data.drafts >= 0 ? data.drafts : null;
      if (count === null || drafts === null) return null;
      // Drafts are claimed only when some were saved: an item without a reason to dispute gets none.
      const next =
        drafts > 0
          ? t('notifications.kinds.new_negative_item.drafts', { count: drafts })
          : t('notifications.kinds.new_negative_item.noDrafts');
      return {
        title: t('notifications.kinds.new_negative_item.title', { count }),
        body: `${t('notifications.kinds.new_negative_item.body', { count })} ${next}`,
      };
    }
  }
}

/**
 * A notice in the reader's language from what its data says. Data that does not say what the sentence needs
 * (it should never happen) shows the kind's name alone rather than a sentence with a hole in it.
 */
export function notificationText(t: TFunction, notice: Notification): NotificationText {
  return textFromData(t, notice) ?? { title: t(`notifications.kinds.${notice.kind}.label`), body: null };
}
