import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect, SelectOptions } from '#client/components/ui/native-select.tsx';
import { QueryAnswer, Section } from '#client/components/ui/section.tsx';
import { formatDay, formatMoney } from '#client/lib/format.ts';
import { paths } from '#client/lib/paths.ts';
import { ACCOUNT_STATUSES, type AccountStatus } from '#shared/constants/credit-items.ts';
import type { ReportChangesResponse, ReportHistoryResponse } from '#shared/schemas/campaign.ts';
import { type ReportPair, useReportChanges } from '../api/get-report-changes.ts';
import { reportSourceLabel } from '../report-source.ts';
import { reportDayOf } from '../score-chart-data.ts';

type ChangedItem = ReportChangesResponse['added'][number];

/**
 * What changed between two reports the member picks; until they pick, the server's pair: the latest report and the
 * one before it of the same file.
 */
export function ReportChanges({ reports }: { reports: ReportHistoryResponse['reports'] }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<ReportPair>({});
  const changes = useReportChanges(pair);
  const shown = { from: pair.from ?? changes.data?.from?.id, to: pair.to ?? changes.data?.to?.id };
  // Newest first, numbered oldest first, so two reports of one day still read apart.
  const options = reports
    .map((report, index) => ({
      value: report.id,
      label: t('progress.changes.reportOption', {
        number: index + 1,
        date: formatDay(reportDayOf(report)),
        source: reportSourceLabel(t, report.source),
      }),
    }))
    .reverse();
  const select = (end: 'from' | 'to') => (
    <div className="grid gap-2">
      <Label htmlFor={`changes-${end}`}>{t(`progress.changes.${end}`)}</Label>
      <NativeSelect
        id={`changes-${end}`}
        value={shown[end] ?? ''}
        onChange={(event) => setPair({ ...shown, [end]: event.target.value || undefined })}
      >
        <SelectOptions placeholder={t('progress.changes.choose')} options={options} />
      </NativeSelect>
    </div>
  );
  return (
    <Section id="what-changed" size="2xl" title={t('progress.changes.title')} description={t('progress.changes.intro')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {select('from')}
        {select('to')}
      </div>
      <QueryAnswer query={changes}>{(data) => <ChangeLists changes={data} />}</QueryAnswer>
    </Section>
  );
}

function ChangeLists({ changes }: { changes: ReportChangesResponse }) {
  const { t } = useTranslation();
  if (!changes.from || !changes.to) return <p className="text-muted-foreground">{t('progress.changes.noPair')}</p>;
  if (!changes.comparable) return <p className="text-muted-foreground">{t('progress.changes.notComparable')}</p>;
  const status = (value: string | null) => statusLabel(t, value);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChangeList part="removed" items={changes.removed}>
        {(item) =>
          item.disputeId && (
            <Link to={paths.disputes} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
              {t('progress.changes.removedByDispute')}
            </Link>
          )
        }
      </ChangeList>
      <ChangeList part="added" items={changes.added}>
        {() => (
          <Link to={paths.disputes} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
            {t('progress.changes.disputeIt')}
          </Link>
        )}
      </ChangeList>
      <ChangeList part="balances" items={changes.balances}>
        {(item) => (
          <span className="text-sm tabular-nums">
            {t('progress.changes.fromTo', {
              before: formatMoney(item.beforeCents),
              after: formatMoney(item.afterCents),
            })}
          </span>
        )}
      </ChangeList>
      <ChangeList part="statuses" items={changes.statuses}>
        {(item) => (
          <span className="text-sm">
            {t('progress.changes.fromTo', { before: status(item.before), after: status(item.after) })}
          </span>
        )}
      </ChangeList>
    </div>
  );
}

const isAccountStatus = (value: string): value is AccountStatus =>
  (ACCOUNT_STATUSES as readonly string[]).includes(value);

function statusLabel(t: TFunction, value: string | null) {
  if (value === null) return '—';
  return isAccountStatus(value) ? t(`progress.changes.accountStatus.${value}`) : value;
}

/**
 * One kind of change under its heading with how many there are (`progress.changes.<part>.title`, `….empty`): each
 * item named as the report names it (creditor, last four digits, type), then what `children` adds.
 */
function ChangeList<Item extends ChangedItem>({
  part,
  items,
  children,
}: {
  part: 'removed' | 'added' | 'balances' | 'statuses';
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = `changes-${part}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {t(`progress.changes.${part}.title`, { count: items.length })}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`progress.changes.${part}.empty`)}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {items.map((item) => (
            <li key={item.tradelineKey} className="grid gap-1 p-3">
              <span className="font-medium">
                {item.creditorName}
                {item.accountNumberLast4 && ` ••••${item.accountNumberLast4}`}
              </span>
              {item.itemType && (
                <span className="text-sm text-muted-foreground">{t(`credit.itemType.${item.itemType}`)}</span>
              )}
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
