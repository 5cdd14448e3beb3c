import { AlertTriangle, CheckCircle2, FileText, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstantDay, formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast-store.ts';
import type { Bureau } from '#shared/constants/bureaus.ts';
import { MAILING_ENCLOSURES, type MailingEnclosure } from '#shared/constants/mailing.ts';
import type { MailingPreviewResponse } from '#shared/schemas/mailing.ts';
import { useCreateMailing } from '../api/create-mailing.ts';
import { useMailingPreview } from '../api/get-mailing-preview.ts';
import { mailingLetterUrl } from '../api/mailing-letter-url.ts';
import { PostalAddressLines } from './postal-address.tsx';
import { ProofOfAddressUpload } from './proof-of-address-upload.tsx';

/**
 * Lob's words for an address short of deliverable that we can explain, and ours (a street line too long for the
 * envelope); any other gets the general sentence.
 */
const REASONS = ['deliverable_missing_unit', 'deliverable_incorrect_unit', 'undeliverable', 'street_too_long'] as const;
const reasonKey = (reason: string | null) => REASONS.find((known) => known === reason) ?? 'other';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t border-border pt-4 text-sm">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * What USPS says of the member's return address: fine; a unit missing (a warning: the return receipt may not come
 * back); or undeliverable (refused, with why, Lob's suggestion and the way to correct it).
 */
function Verification({
  verification,
  onEditAddress,
}: {
  verification: MailingPreviewResponse['verification'];
  onEditAddress: () => void;
}) {
  const { t } = useTranslation();
  const { outcome, reason, suggestion } = verification;
  if (outcome === 'deliverable') {
    return (
      <p className="flex items-start gap-2 text-green-700 dark:text-green-400">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('mailing.dialog.verification.deliverable')}
      </p>
    );
  }
  const refused = outcome === 'undeliverable';
  const Icon = refused ? XCircle : AlertTriangle;
  return (
    <div
      role={refused ? 'alert' : 'status'}
      className={
        refused
          ? 'grid gap-2 rounded-md border border-destructive bg-destructive/10 p-3'
          : 'grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50'
      }
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t(`mailing.dialog.verification.${outcome}`)}
      </p>
      <p>
        <span className="font-medium">{t('mailing.dialog.verification.reasonLabel')} </span>
        {t(`mailing.dialog.verification.reasons.${reasonKey(reason)}`)}
      </p>
      {suggestion && (
        <div>
          <p className="font-medium">{t('mailing.dialog.verification.suggestion')}</p>
          <PostalAddressLines address={suggestion} />
        </div>
      )}
      <div className="grid gap-1">
        <Button variant="outline" className="h-auto min-h-11 w-full whitespace-normal sm:w-fit" onClick={onEditAddress}>
          {t('mailing.dialog.verification.editAddress')}
        </Button>
        <p className="text-xs">{t('mailing.dialog.verification.editAddressHint')}</p>
      </div>
    </div>
  );
}

/** A choice of enclosure, as big as a thumb. */
function EnclosureChoice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-[var(--primary)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function Confirmation({
  preview,
  bureau,
  onClose,
}: {
  preview: MailingPreviewResponse;
  bureau: Bureau;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bureauName = t(`bureaus.${bureau}`);
  const create = useCreateMailing(preview.disputeId, bureau);
  // What the member took out: an enclosure that becomes available (a proof just uploaded) goes in by default.
  const [left, setLeft] = useState<ReadonlySet<MailingEnclosure>>(new Set());
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const available = MAILING_ENCLOSURES.filter((enclosure) => preview.enclosures[enclosure].available);
  const enclosures = available.filter((enclosure) => !left.has(enclosure));
  const choose = (enclosure: MailingEnclosure, chosen: boolean) => {
    const next = new Set(left);
    if (chosen) next.delete(enclosure);
    else next.add(enclosure);
    setLeft(next);
  };
  const price = formatMoney(preview.priceCents);
  const refused = preview.verification.outcome === 'undeliverable';
  const proof = preview.enclosures.proof_of_address;

  const confirm = () => {
    if (!agreed || refused) return;
    setFailure(null);
    create.mutate(
      { enclosures, agreed: true, priceCents: preview.priceCents },
      {
        onSuccess: () => {
          toast({
            title: t('mailing.dialog.success', { bureau: bureauName }),
            description: t('mailing.dialog.successDescription'),
          });
          onClose();
        },
        onError: (error) => {
          setFailure(errorMessage(error, t));
          // The new price comes with the preview read again; the member agrees to it, not to the old one.
          if (error instanceof ApiError && error.body?.code === 'PRICE_CHANGED') setAgreed(false);
        },
      },
    );
  };
  const editAddress = () => {
    onClose();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="grid gap-4">
      <Part title={t('mailing.dialog.letterTitle')}>
        <a
          href={mailingLetterUrl(preview.disputeId, bureau, enclosures)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <FileText className="size-4 shrink-0" aria-hidden />
          {t('mailing.dialog.openLetter')}
        </a>
      </Part>
      <Part title={t('mailing.dialog.enclosuresTitle')}>
        <p className="text-muted-foreground">{t('mailing.dialog.enclosuresWhy')}</p>
        {preview.enclosures.id_copy.available && (
          <EnclosureChoice
            label={t('mailing.dialog.idCopy')}
            checked={enclosures.includes('id_copy')}
            onChange={(chosen) => choose('id_copy', chosen)}
          />
        )}
        {proof.available ? (
          <EnclosureChoice
            label={t('mailing.dialog.proofOfAddress', { date: formatInstantDay(proof.uploadedAt) })}
            checked={enclosures.includes('proof_of_address')}
            onChange={(chosen) => choose('proof_of_address', chosen)}
          />
        ) : (
          <ProofOfAddressUpload id={`${id}-proof`} />
        )}
      </Part>
      <Part title={t('mailing.dialog.recipientTitle')}>
        <address className="not-italic">
          {[preview.recipient.name, ...preview.recipient.lines].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Part>
      <Part title={t('mailing.dialog.returnTitle')}>
        <PostalAddressLines name={preview.returnAddress.name} address={preview.returnAddress.address} />
        <Verification verification={preview.verification} onEditAddress={editAddress} />
      </Part>
      <Part title={t('mailing.dialog.classTitle')}>
        <p className="font-medium">{t('mailing.dialog.mailClass')}</p>
        <p className="text-muted-foreground">{t('mailing.dialog.mailClassNote', { bureau: bureauName })}</p>
      </Part>
      <Part title={t('mailing.dialog.priceTitle')}>
        <p className="text-2xl font-semibold">{price}</p>
        <p>{t('mailing.dialog.priceNote', { price })}</p>
        <p className="text-muted-foreground">{t('mailing.dialog.cancelNote')}</p>
      </Part>
      {!refused && (
        <label className="flex items-start gap-3 rounded-md border border-border p-3 text-sm font-medium">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          {t('mailing.dialog.agree', { price })}
        </label>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="h-auto min-h-11 whitespace-normal" onClick={onClose}>
          {t('mailing.dialog.back')}
        </Button>
        <Button
          size="lg"
          className="h-auto min-h-11 whitespace-normal"
          disabled={!agreed || refused || create.isPending}
          onClick={confirm}
        >
          {create.isPending ? t('mailing.dialog.confirming') : t('mailing.dialog.confirm', { price })}
        </Button>
      </div>
    </div>
  );
}

/**
 * The confirmation of "Mail it for me" for one bureau letter: the letter as it will be printed, what goes with it,
 * both addresses (the return one verified), the mail class and the price, then the member's agreement.
 */
export function MailingConfirmation({
  disputeId,
  bureau,
  onClose,
}: {
  disputeId: string;
  bureau: Bureau;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useMailingPreview(disputeId, bureau, true);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <DialogTitle>{t('mailing.dialog.title', { bureau: t(`bureaus.${bureau}`) })}</DialogTitle>
        <DialogDescription>{t('mailing.dialog.description')}</DialogDescription>
      </div>
      {preview.isPending && <p className="text-sm text-muted-foreground">{t('mailing.dialog.loading')}</p>}
      {preview.isError && (
        <div role="alert" className="grid gap-3 rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          <p className="font-medium">{t('mailing.dialog.failed')}</p>
          <p>{errorMessage(preview.error, t)}</p>
          <Button
            variant="outline"
            className="min-h-11 w-full sm:w-fit"
            disabled={preview.isFetching}
            onClick={() => void preview.refetch()}
          >
            {t('mailing.dialog.retry')}
          </Button>
        </div>
      )}
      {preview.isSuccess && <Confirmation preview={preview.data} bureau={bureau} onClose={onClose} />}
    </div>
  );
}
