import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '#client/lib/format.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';
import { type AuditDetailValue, describeAuditDetails } from '../audit-details.ts';
import { ShortIdText } from './short-id-text.tsx';

const count = new Intl.NumberFormat('en-US');

function DetailValue({ value }: { value: AuditDetailValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'none':
      return '—';
    case 'text':
      return value.value;
    case 'count':
      return count.format(value.value);
    case 'money':
      return formatMoney(value.value);
    case 'flag':
      return value.value ? t('admin.audit.yes') : t('admin.audit.no');
    case 'day':
      return formatDay(value.value);
    case 'id':
      return <ShortIdText id={value.value} />;
    case 'bureau':
      return t(`bureaus.${value.value}`);
    case 'outcome':
      return t(`disputes.outcome.${value.value}`);
    case 'disputeStatus':
      return t(`disputes.status.${value.value}`);
    case 'subscriptionStatus':
      return t(`admin.statuses.${value.value}`);
    case 'refusal':
      return t(`admin.audit.refusals.${value.value}`);
    case 'format':
      return t(`admin.audit.formats.${value.value}`);
    case 'letterKind':
      return t(`admin.audit.letterKinds.${value.value}`);
    case 'refundOutcome':
      return t(`admin.audit.refundOutcomes.${value.value}`);
    case 'retainedKinds':
      return value.value
        .map((word) => (typeof word === 'string' ? t(`admin.audit.retainedKinds.${word}`) : word.unknown))
        .join(', ');
  }
}

/** An entry's details in words: each name translated, codes as words, days en-US, ids shortened. */
export function AuditDetailList({ details }: { details: AuditEntry['details'] }) {
  const { t } = useTranslation();
  const lines = describeAuditDetails(details);
  if (lines.length === 0) return '—';
  return (
    <dl className="grid gap-0.5 text-xs">
      {lines.map((line) => (
        <div key={line.key} className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">{line.known ? t(`admin.audit.details.${line.known}`) : line.key}:</dt>
          <dd className="break-words">
            <DetailValue value={line.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
