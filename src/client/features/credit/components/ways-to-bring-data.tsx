import { ExternalLink, FileUp, type LucideIcon, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';

const ANNUAL_CREDIT_REPORT = 'https://www.annualcreditreport.com';

function Way({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 className="flex items-start gap-2 font-semibold">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {title}
      </h3>
      <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
      {/* Side by side on a wide screen, the actions line up at the bottom of their cards. */}
      <div className="mt-auto">{action}</div>
    </li>
  );
}

const actionClass = 'h-auto min-h-11 w-full whitespace-normal py-2 sm:w-fit';

/**
 * Every way a member can bring their credit data, so nobody is left without one: items typed in from the free
 * reports every consumer can get, or the file a lender or credit-repair service gave them (few have one). No
 * provider pulls a report from a bureau, so nothing here offers one. Without a report it is the page's main card;
 * with one, the ways to add or update it.
 */
export function WaysToBringData({ hasReport }: { hasReport: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(hasReport ? 'credit.waysIn.compactTitle' : 'credit.waysIn.title')}</CardTitle>
        {!hasReport && <CardDescription>{t('credit.waysIn.intro')}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-2">
          <Way
            icon={PenLine}
            title={t('credit.waysIn.manual.title')}
            action={
              <ButtonLink to={paths.manualItems} className={actionClass}>
                {t('credit.waysIn.manual.action')}
              </ButtonLink>
            }
          >
            <p>{t('credit.waysIn.manual.body')}</p>
            <a
              href={ANNUAL_CREDIT_REPORT}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('credit.waysIn.manual.site')}
              <ExternalLink className="ml-1 inline size-4 align-text-bottom" aria-hidden />
              <span className="sr-only">{t('credit.waysIn.manual.newTab')}</span>
            </a>
          </Way>
          <Way
            icon={FileUp}
            title={t('credit.waysIn.upload.title')}
            action={
              <ButtonLink to={paths.upload} variant="outline" className={actionClass}>
                {t('credit.waysIn.upload.action')}
              </ButtonLink>
            }
          >
            <p>{t('credit.waysIn.upload.body')}</p>
          </Way>
        </ul>
      </CardContent>
    </Card>
  );
}
