import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay } from '#client/lib/format.ts';
import { dayBounds, isDayAllowed } from '#client/lib/local-day.ts';
import { toast } from '#client/lib/toast-store.ts';
import { type AnswerChoice, answerChoices } from '#shared/rules/bureau-answer.ts';
import type { AdminDispute } from '#shared/schemas/admin.ts';
import { useRecordBureauAnswer } from '../api/record-bureau-answer.ts';
import { ActionDialog } from './action-dialog.tsx';

type BureauRow = AdminDispute['bureaus'][number];

/** Records what one bureau did with a dispute, from its row in the bureau table. */
export function RecordAnswerButton({ dispute, row }: { dispute: AdminDispute; row: BureauRow }) {
  const { t } = useTranslation();
  const bureau = t(`bureaus.${row.bureau}`);
  return (
    <ActionDialog
      trigger={(open) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('admin.answer.actionFor', { bureau, name: dispute.accountName })}
          onClick={open}
        >
          {t('admin.answer.action')}
        </Button>
      )}
      title={t('admin.answer.title', { bureau })}
      description={t('admin.answer.description', { name: dispute.accountName, email: dispute.userEmail })}
    >
      {(close) => <RecordAnswerForm disputeId={dispute.id} row={row} onDone={close} />}
    </ActionDialog>
  );
}

/** What the bureau did (took the dispute up, or answered with an outcome) and, for an answer, on which day. */
function RecordAnswerForm({ disputeId, row, onDone }: { disputeId: string; row: BureauRow; onDone: () => void }) {
  const { t } = useTranslation();
  const choices = answerChoices(row, 'admin');
  const [bounds] = useState(() => dayBounds(row.mailedOn ?? '', new Date()));
  const [choice, setChoice] = useState<AnswerChoice | undefined>(choices[0]);
  const [day, setDay] = useState(bounds.max);
  const [dayError, setDayError] = useState<string>();
  const record = useRecordBureauAnswer();
  const bureau = t(`bureaus.${row.bureau}`);
  const needsDay = choice !== undefined && choice !== 'in_review';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    if (needsDay && !isDayAllowed(day, bounds)) {
      setDayError(t('admin.answer.dayOutOfRange', { min: formatDay(bounds.min), max: formatDay(bounds.max) }));
      return;
    }
    record.mutate(
      {
        disputeId,
        bureau: row.bureau,
        request: choice === 'in_review' ? { status: 'in_review' } : { outcome: choice, respondedOn: day },
      },
      {
        onSuccess: () => {
          onDone();
          toast({ title: t('admin.answer.success', { bureau }) });
        },
        onError: (error) =>
          toast({ title: t('admin.answer.failed'), description: errorMessage(error, t), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('admin.answer.choiceLabel')}</legend>
        {choices.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2">
            <input
              type="radio"
              name="answer"
              className="size-4 accent-primary"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span>{t(`admin.answer.choices.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {needsDay && (
        <FormField id="answer-day" label={t('admin.answer.dayLabel')} error={dayError}>
          <Input
            {...fieldAria('answer-day', dayError)}
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setDayError(undefined);
            }}
          />
        </FormField>
      )}
      <FormActions
        cancelLabel={t('admin.cancel')}
        onCancel={onDone}
        submitLabel={t('admin.answer.save')}
        disabled={record.isPending || !choice}
      />
    </form>
  );
}
