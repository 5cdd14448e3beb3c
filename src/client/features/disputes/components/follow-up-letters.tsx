import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#client/lib/format.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import type { LetterKind } from '#shared/constants/disputes.ts';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { letterUrl } from '../api/letter-url.ts';

type FollowUp = { kind: Exclude<LetterKind, 'dispute'>; bureau: Bureau };
const isFollowUp = (letter: { kind: LetterKind; bureau: Bureau }): letter is FollowUp => letter.kind !== 'dispute';

/** The follow-up letters the dispute calls for now, of one bureau or of all (`bureau` left out). */
export const followUpsOf = (dispute: DisputeResponse, bureau?: Bureau): FollowUp[] =>
  dispute.followUps.filter(isFollowUp).filter((followUp) => bureau === undefined || followUp.bureau === bureau);

export const letterLinkClass =
  'inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One follow-up letter to download, with why it is offered: a bureau that verified the item is asked how it
 * did (§ 1681i(a)(7)); one that was late or never answered, why it did not delete the item.
 */
export function FollowUpLetter({
  dispute,
  followUp,
  compact = false,
}: {
  dispute: DisputeResponse;
  followUp: FollowUp;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const bureau = t(`bureaus.${followUp.bureau}`);
  const verified = dispute.bureaus.some((row) => row.bureau === followUp.bureau && row.outcome === 'verified');
  const explanation =
    followUp.kind === 'method_of_verification' && verified
      ? t('disputes.followUp.method_of_verification.verified', { bureau })
      : t(`disputes.followUp.${followUp.kind}.explanation`, { bureau });
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3">
      <a href={letterUrl(dispute.id, followUp.bureau, followUp.kind)} download className={letterLinkClass}>
        <FileDown className="size-4 shrink-0" aria-hidden />
        {t(`disputes.followUp.${followUp.kind}.link`, { bureau })}
      </a>
      {!compact && <p className="text-sm text-muted-foreground">{explanation}</p>}
    </div>
  );
}

/**
 * Said plainly when a bureau verified an item the app finds too old to be reported: the law's limit, and what
 * the member can do about it.
 */
export function TooOldToReport({ dispute }: { dispute: DisputeResponse }) {
  const { t, i18n } = useTranslation();
  const verifying = dispute.bureaus.filter((row) => row.outcome === 'verified');
  if (dispute.reportingEndedOn === null || verifying.length === 0) return null;
  const bureaus = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    verifying.map((row) => t(`bureaus.${row.bureau}`)),
  );
  return (
    <div
      role="note"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t('disputes.tooOld.title')}</p>
      <p>
        {t('disputes.tooOld.body', {
          date: formatDay(dispute.reportingEndedOn),
          bureaus,
          count: verifying.length,
        })}
      </p>
      <p>{t('disputes.tooOld.complaint')}</p>
    </div>
  );
}

/**
 * What a dispute's answers call for next, wherever those answers are shown: the note on an item too old to be
 * reported, then each follow-up letter (`compact`: the links alone).
 */
export function AfterTheAnswers({ dispute, compact = false }: { dispute: DisputeResponse; compact?: boolean }) {
  const followUps = followUpsOf(dispute);
  return (
    <>
      <TooOldToReport dispute={dispute} />
      {followUps.map((followUp) => (
        <FollowUpLetter
          key={`${followUp.kind}-${followUp.bureau}`}
          dispute={dispute}
          followUp={followUp}
          compact={compact}
        />
      ))}
    </>
  );
}
