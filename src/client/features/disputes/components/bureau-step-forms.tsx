import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ComponentProps, type FormEvent, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatDay } from '#client/lib/format.ts';
import { dayBounds, isDayAllowed, localDay } from '#client/lib/local-day.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { RESPONSE_LETTER_MAX_BYTES } from '#shared/constants/disputes.ts';
import { type AnswerChoice, answerChoices } from '#shared/rules/bureau-answer.ts';
import type { DisputeBureau, DisputeResponse } from '#shared/schemas/disputes.ts';
import {
  MarkDeliveredRequestSchema,
  MarkMailedRequestSchema,
  RecordAnswerRequestSchema,
} from '#shared/schemas/disputes.ts';
import { type BureauMoveRequest, useMoveBureau } from '../api/move-bureau.ts';

export type BureauStep = 'mailed' | 'delivered' | 'answer';

interface StepProps {
  dispute: DisputeResponse;
  row: DisputeBureau;
  onDone: () => void;
}

/** The day field every step asks for: from `first` to today, in the member's own calendar. */
export function DayField({
  id,
  label,
  hint,
  first,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  first: string;
  value: string;
  error: string | undefined;
  onChange: (day: string) => void;
}) {
  const bounds = dayBounds(first, new Date());
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        {...fieldAria(id, error, Boolean(hint))}
        type="date"
        min={bounds.min}
        max={bounds.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * A step's form in place of its button: its fields, then Save and Cancel. Save sends what `build` makes of the
 * fields (nothing while one is wrong) through one mutation, says `success` of it in a toast and closes the form; a
 * refusal is said in a toast and the form stays.
 */
export function InlineStepForm<Request>({
  save,
  build,
  success,
  onDone,
  formRef,
  children,
}: {
  save: Pick<UseMutationResult<unknown, Error, Request>, 'mutate' | 'isPending'>;
  build: () => Request | null;
  success: (request: Request) => string;
  onDone: () => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = build();
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        toast({ title: success(request) });
        onDone();
      },
      onError: (error) => toastFailure(t('disputes.updateFailed'), errorMessage(error, t)),
    });
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
    >
      {children}
      <FormActions
        cancelLabel={t('disputes.cancel')}
        onCancel={onDone}
        submitLabel={t('disputes.bureau.save')}
        disabled={save.isPending}
      />
    </form>
  );
}

/** One bureau step's form, saved through the bureau's move. */
function StepForm({
  dispute,
  row,
  onDone,
  build,
  children,
}: StepProps & { build: () => BureauMoveRequest | null; children: ReactNode }) {
  const { t } = useTranslation();
  const move = useMoveBureau(dispute.id, row.bureau);
  const bureau = t(`bureaus.${row.bureau}`);
  return (
    <InlineStepForm
      save={move}
      build={build}
      success={(request) => t(`disputes.bureau.${request.move}.success`, { bureau })}
      onDone={onDone}
    >
      {children}
    </InlineStepForm>
  );
}

/** The answers a recipient can give, as radio buttons under `legend`: one is chosen. */
export function AnswerChoices<Value extends string>({
  name,
  legend,
  choices,
  chosen,
  onChoose,
  labelOf,
}: {
  name: string;
  legend: string;
  choices: readonly Value[];
  chosen: Value | undefined;
  onChoose: (value: Value) => void;
  labelOf: (value: Value) => string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((value) => (
        <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2">
          <input
            type="radio"
            name={name}
            className="size-4 accent-primary"
            checked={chosen === value}
            onChange={() => onChoose(value)}
          />
          <span>{labelOf(value)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A text or file field with its hint under it. */
export function HintedInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint: string; error: string | undefined } & ComponentProps<typeof Input>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input {...fieldAria(id, error, true)} {...input} />
    </FormField>
  );
}

/** A step form's errors by field: any edit clears them all, so a fixed field no longer shows the old error. */
export function useStepErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const edit = <Value,>(set: (value: Value) => void, value: Value) => {
    set(value);
    setErrors({});
  };
  return { errors, setErrors, edit };
}

export const dayError = (t: TFunction, first: string) => {
  const bounds = dayBounds(first, new Date());
  return t('disputes.bureau.dayOutOfRange', { min: formatDay(bounds.min), max: formatDay(bounds.max) });
};

/** "I mailed it": the day, and the certified-mail tracking number when the member has one. */
function MailedForm(props: StepProps) {
  const { t } = useTranslation();
  const first = localDay(new Date(props.row.readyAt));
  const [mailedOn, setMailedOn] = useState(props.row.mailedOn ?? localDay(new Date()));
  const [tracking, setTracking] = useState(props.row.trackingNumber ?? '');
  const { errors, setErrors, edit } = useStepErrors<'mailedOn' | 'trackingNumber'>();
  const build = (): BureauMoveRequest | null => {
    if (!isDayAllowed(mailedOn, dayBounds(first, new Date()))) {
      setErrors({ mailedOn: dayError(t, first) });
      return null;
    }
    const parsed = MarkMailedRequestSchema.safeParse({ mailedOn, trackingNumber: tracking.trim() || undefined });
    if (!parsed.success) {
      setErrors({ trackingNumber: parsed.error.issues[0]?.message });
      return null;
    }
    return { move: 'mailed', body: parsed.data };
  };
  const id = `mailed-${props.dispute.id}-${props.row.bureau}`;
  return (
    <StepForm {...props} build={build}>
      <DayField
        id={`${id}-day`}
        label={t('disputes.bureau.mailed.dayLabel')}
        first={first}
        value={mailedOn}
        error={errors.mailedOn}
        onChange={(day) => edit(setMailedOn, day)}
      />
      <HintedInput
        id={`${id}-tracking`}
        label={t('disputes.bureau.mailed.trackingLabel')}
        hint={t('disputes.bureau.mailed.trackingHint')}
        error={errors.trackingNumber}
        inputMode="numeric"
        autoComplete="off"
        value={tracking}
        onChange={(event) => edit(setTracking, event.target.value)}
      />
    </StepForm>
  );
}

/** The day the letter reached the bureau: its 30 days count from then. */
function DeliveredForm(props: StepProps) {
  const { t } = useTranslation();
  const first = props.row.mailedOn ?? localDay(new Date());
  const [deliveredOn, setDeliveredOn] = useState(props.row.deliveredOn ?? localDay(new Date()));
  const { errors, setErrors, edit } = useStepErrors<'day'>();
  const build = (): BureauMoveRequest | null => {
    if (!isDayAllowed(deliveredOn, dayBounds(first, new Date()))) {
      setErrors({ day: dayError(t, first) });
      return null;
    }
    const parsed = MarkDeliveredRequestSchema.safeParse({ deliveredOn });
    if (!parsed.success) {
      setErrors({ day: parsed.error.issues[0]?.message });
      return null;
    }
    return { move: 'delivered', body: parsed.data };
  };
  return (
    <StepForm {...props} build={build}>
      <DayField
        id={`delivered-${props.dispute.id}-${props.row.bureau}`}
        label={t('disputes.bureau.delivered.dayLabel')}
        hint={t('disputes.bureau.delivered.hint')}
        first={first}
        value={deliveredOn}
        error={errors.day}
        onChange={(day) => edit(setDeliveredOn, day)}
      />
    </StepForm>
  );
}

/** What the bureau answered, the day on its letter, and the letter itself if the member keeps a copy with us. */
function AnswerForm(props: StepProps) {
  const { t } = useTranslation();
  const bureau = t(`bureaus.${props.row.bureau}`);
  const choices = answerChoices(props.row, 'member');
  const first = props.row.mailedOn ?? localDay(new Date());
  const [choice, setChoice] = useState<AnswerChoice | undefined>(choices[0]);
  const [respondedOn, setRespondedOn] = useState(localDay(new Date()));
  const [letter, setLetter] = useState<File>();
  const { errors, setErrors, edit } = useStepErrors<'day' | 'file'>();
  const needsDay = choice !== 'no_response';
  const id = `answer-${props.dispute.id}-${props.row.bureau}`;
  const build = (): BureauMoveRequest | null => {
    if (!choice || choice === 'in_review') return null;
    if (needsDay && !isDayAllowed(respondedOn, dayBounds(first, new Date()))) {
      setErrors({ day: dayError(t, first) });
      return null;
    }
    if (letter && letter.size > RESPONSE_LETTER_MAX_BYTES) {
      setErrors({ file: t('errors.FILE_TOO_LARGE') });
      return null;
    }
    const parsed = RecordAnswerRequestSchema.safeParse(
      needsDay ? { outcome: choice, respondedOn } : { outcome: choice },
    );
    if (!parsed.success) {
      setErrors({ day: parsed.error.issues[0]?.message });
      return null;
    }
    return { move: 'answer', body: parsed.data, letter };
  };
  return (
    <StepForm {...props} build={build}>
      <AnswerChoices
        name={id}
        legend={t('disputes.bureau.answer.choiceLabel', { bureau })}
        choices={choices}
        chosen={choice}
        onChoose={setChoice}
        labelOf={(value) => t(`disputes.bureau.answer.choices.${value as Exclude<AnswerChoice, 'in_review'>}`)}
      />
      {needsDay && (
        <DayField
          id={`${id}-day`}
          label={t('disputes.bureau.answer.dayLabel')}
          first={first}
          value={respondedOn}
          error={errors.day}
          onChange={(day) => edit(setRespondedOn, day)}
        />
      )}
      <HintedInput
        id={`${id}-file`}
        label={t('disputes.bureau.answer.fileLabel')}
        hint={t('disputes.bureau.answer.fileHint')}
        error={errors.file}
        type="file"
        accept="application/pdf,image/png,image/jpeg,image/webp,image/heic,.heic"
        onChange={(event) => edit(setLetter, event.target.files?.[0])}
      />
    </StepForm>
  );
}

const FORMS: Record<BureauStep, (props: StepProps) => ReactNode> = {
  mailed: MailedForm,
  delivered: DeliveredForm,
  answer: AnswerForm,
};

export function BureauStepForm({ step, ...props }: StepProps & { step: BureauStep }) {
  const Form = FORMS[step];
  return <Form {...props} />;
}
