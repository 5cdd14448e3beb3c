import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { QueryAnswer, Section } from '#client/components/ui/section.tsx';
import { formatInstant } from '#client/lib/format.ts';
import { signedAgreementPdfUrl, useSignedAgreements } from '../api/contracts.ts';
import { planName } from '../plan-text.ts';

/**
 * The account page's "Your signed agreements": each agreement the member signed, newest first, with its copy
 * as signed (CROA § 1679e(c)); the same PDF was emailed at signature.
 */
export function ContractCopy() {
  const { t } = useTranslation();
  const agreements = useSignedAgreements();
  return (
    <Section id="signed-agreements" title={t('contract.title')} description={t('contract.intro')}>
      <QueryAnswer query={agreements}>
        {(data) =>
          data.agreements.length === 0 ? (
            <p className="text-muted-foreground">{t('contract.empty')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border bg-card">
              {data.agreements.map((agreement) => {
                const plan = planName(t, agreement.paymentType);
                return (
                  <li key={agreement.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
                    <div className="grid gap-1">
                      <span className="font-medium">{t('contract.plan', { plan })}</span>
                      <span className="text-sm text-muted-foreground">
                        {t('contract.signedOn', { when: formatInstant(agreement.acceptedAt) })}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {t('contract.version', { version: agreement.version })}
                      </span>
                    </div>
                    <Button asChild variant="outline" size="sm" className="w-full sm:w-fit">
                      <a
                        href={signedAgreementPdfUrl(agreement.id)}
                        download
                        aria-label={t('contract.downloadLabel', { plan, when: formatInstant(agreement.acceptedAt) })}
                      >
                        <FileDown aria-hidden />
                        {t('contract.download')}
                      </a>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryAnswer>
    </Section>
  );
}
