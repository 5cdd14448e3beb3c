import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalSections } from '#client/components/documents/legal-sections.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDeadline } from '#client/lib/format.ts';
import { toastFailure } from '#client/lib/toast-store.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import type { PlanResponse } from '#shared/schemas/subscription.ts';
import { useAcceptAgreement } from '../api/accept-agreement.ts';
import { useAgreement } from '../api/get-agreement.ts';
import { planName, planPrice } from '../plan-text.ts';

interface AgreementDialogProps {
  plan: PlanResponse;
  onAccepted: () => void;
  onClose: () => void;
}

/**
 * CROA's order before any payment: the rights statement, the contract, the notice of cancellation, and an
 * explicit acceptance of this plan's contract. Nothing is paid until the server has stored the acceptance.
 */
export function AgreementDialog({ plan, onAccepted, onClose }: AgreementDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const agreement = useAgreement(plan.paymentType, language);
  const accept = useAcceptAgreement();
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  const name = planName(t, plan.paymentType);

  const submit = () => {
    if (!agreement.data) return;
    accept.mutate(
      { plan: plan.paymentType, version: agreement.data.version, lang: language },
      {
        onSuccess: onAccepted,
        onError: (error) => toastFailure(t('subscribe.errorTitle'), errorMessage(error, t)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid gap-4 sm:max-w-3xl">
        <DialogTitle>{t('agreement.title')}</DialogTitle>
        <DialogDescription>{t('agreement.intro')}</DialogDescription>
        {agreement.isPending && <p>{t('common.loading')}</p>}
        {agreement.isError && (
          <div role="alert" className="grid gap-2">
            <p>{t('agreement.loadError')}</p>
            <Button variant="outline" onClick={() => void agreement.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )}
        {agreement.data && (
          <>
            <Tabs defaultValue="disclosure">
              <TabsList>
                <TabsTrigger value="disclosure">{t('agreement.disclosureTab')}</TabsTrigger>
                <TabsTrigger value="contract">{t('agreement.contractTab')}</TabsTrigger>
                <TabsTrigger value="notice">{t('agreement.noticeTab')}</TabsTrigger>
              </TabsList>
              {(
                [
                  ['disclosure', agreement.data.disclosure],
                  ['contract', agreement.data.contract],
                  ['notice', agreement.data.cancellationNotice],
                ] as const
              ).map(([tab, document]) => (
                <TabsContent
                  key={tab}
                  value={tab}
                  className="max-h-[45dvh] overflow-y-auto rounded-lg border border-border p-4 text-sm"
                >
                  <h3 className="mb-3 text-lg font-semibold">{document.title}</h3>
                  <LegalSections sections={document.sections} headingLevel={3} />
                </TabsContent>
              ))}
            </Tabs>
            <p className="text-sm font-medium">
              {t('agreement.cancelBy', { when: formatDeadline(agreement.data.rightToCancelEndsAt) })}
            </p>
            <div className="flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={checked}
                onChange={(event) => setChecked(event.target.checked)}
              />
              <label htmlFor={checkboxId} className="text-sm">
                {t('agreement.checkbox', { plan: name, price: planPrice(t, plan) })}
              </label>
            </div>
            <p className="text-xs text-muted-foreground">
              {t('agreement.version', { version: agreement.data.version })}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                {t('agreement.notNow')}
              </Button>
              <Button disabled={!checked || accept.isPending} onClick={submit}>
                {accept.isPending ? t('agreement.accepting') : t('agreement.accept')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
