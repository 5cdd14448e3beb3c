import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { dayBounds, isDayAllowed, localDay } from '#client/lib/local-day.ts';
import {
  type CampaignStepKind,
  CFPB_ANSWER_MAX_LENGTH,
  CFPB_REFERENCE_MAX_LENGTH,
  type StepOutcome,
} from '#shared/constants/campaign.ts';
import { type CampaignStep, type UpdateStepRequest, UpdateStepRequestSchema } from '#shared/schemas/campaign.ts';
import { useUpdateStep } from '../api/campaign-steps.ts';
import { recipientText } from '../campaign-text.ts';
import { AnswerChoices, DayField, dayError, HintedInput, InlineStepForm, useStepErrors } from './bureau-step-forms.tsx';
import { useFirstFieldFocus } from './use-form-focus.ts';

interface StepFormProps {
  disputeId: string;
  step: CampaignStep;
  onDone: () => void;
}

/**
 * The answers a step's recipient can give. A statement for the file is added, not investigated; "no answer" is
 * offered only once the recipient is past its date, as for the first letters.
 */
function outcomesOf(step: { kind: CampaignStepKind; overdue: boolean }): readonly StepOutcome[] {
  if (step.kind === 'statement_of_dispute') return ['updated'];
  const outcomes: StepOutcome[] = ['deleted', 'updated', 'verified'];
  return step.overdue ? [...outcomes, 'no_response'] : outcomes;
}

/** A campaign step's form, saved by one PATCH; the focus goes to its first field as it opens. */
function UpdateForm({
  disputeId,
  step,
  onDone,
  build,
  success,
  children,
}: StepFormProps & { build: () => UpdateStepRequest | null; success: string; children: ReactNode }) {
  const update = useUpdateStep(disputeId, step.id);
  const container = useFirstFieldFocus<HTMLFormElement>();
  return (
    <InlineStepForm save={update} build={build} success={() => success} onDone={onDone} formRef={container}>
      {children}
    </InlineStepForm>
  );
}

/**
 * "I mailed it" (the day, and the certified-mail number if any) or, for the CFPB complaint, "I filed it" (the day,
 * and the complaint number the CFPB gave).
 */
export function StepSentForm(props: StepFormProps) {
  const { t } = useTranslation();
  const complaint = props.step.kind === 'cfpb_complaint';
  const words = complaint ? 'campaign.filed' : 'campaign.mailed';
  const first = localDay(new Date(props.step.preparedAt));
  const [sentOn, setSentOn] = useState(localDay(new Date()));
  const [reference, setReference] = useState('');
  const { errors, setErrors, edit } = useStepErrors<'sentOn' | 'reference'>();
  const build = (): UpdateStepRequest | null => {
    if (!isDayAllowed(sentOn, dayBounds(first, new Date()))) {
      setErrors({ sentOn: dayError(t, first) });
      return null;
    }
    const parsed = UpdateStepRequestSchema.safeParse({
      action: 'sent',
      sentOn,
      reference: reference.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors({ reference: parsed.error.issues[0]?.message });
      return null;
    }
    return parsed.data;
  };
  const id = `step-sent-${props.step.id}`;
  return (
    <UpdateForm {...props} build={build} success={t(`${words}.success`)}>
      <DayField
        id={`${id}-day`}
        label={t(`${words}.dayLabel`)}
        first={first}
        value={sentOn}
        error={errors.sentOn}
        onChange={(day) => edit(setSentOn, day)}
      />
      <HintedInput
        id={`${id}-reference`}
        label={t(`${words}.referenceLabel`)}
        hint={t(`${words}.referenceHint`)}
        error={errors.reference}
        autoComplete="off"
        maxLength={CFPB_REFERENCE_MAX_LENGTH}
        value={reference}
        onChange={(event) => edit(setReference, event.target.value)}
      />
    </UpdateForm>
  );
}

/** What a letter's recipient answered, and the day on its answer ("no answer" has none). */
export function StepAnswerForm(props: StepFormProps) {
  const { t } = useTranslation();
  const recipient = recipientText(t, props.step);
  const choices = outcomesOf(props.step);
  const first = props.step.sentOn ?? localDay(new Date(props.step.preparedAt));
  const [outcome, setOutcome] = useState<StepOutcome | undefined>(choices[0]);
  const [answeredOn, setAnsweredOn] = useState(localDay(new Date()));
  const { errors, setErrors, edit } = useStepErrors<'day'>();
  const needsDay = outcome !== 'no_response';
  const id = `step-answer-${props.step.id}`;
  const build = (): UpdateStepRequest | null => {
    if (!outcome) return null;
    if (needsDay && !isDayAllowed(answeredOn, dayBounds(first, new Date()))) {
      setErrors({ day: dayError(t, first) });
      return null;
    }
    const parsed = UpdateStepRequestSchema.safeParse(
      needsDay ? { action: 'answered', outcome, answeredOn } : { action: 'answered', outcome },
    );
    if (!parsed.success) {
      setErrors({ day: parsed.error.issues[0]?.message });
      return null;
    }
    return parsed.data;
  };
  return (
    <UpdateForm {...props} build={build} success={t('campaign.answer.success', { recipient })}>
      <AnswerChoices
        name={id}
        legend={t('campaign.answer.choiceLabel', { recipient })}
        choices={choices}
        chosen={outcome}
        onChoose={setOutcome}
        labelOf={(value) =>
          props.step.kind === 'statement_of_dispute'
            ? t('campaign.answer.statementAdded')
            : t(`campaign.answer.choices.${value}`)
        }
      />
      {needsDay && (
        <DayField
          id={`${id}-day`}
          label={t('campaign.answer.dayLabel')}
          first={first}
          value={answeredOn}
          error={errors.day}
          onChange={(day) => edit(setAnsweredOn, day)}
        />
      )}
    </UpdateForm>
  );
}

/** "The CFPB answered": the day, and what the member notes of what the CFPB (or the company, through it) said. */
export function ComplaintAnswerForm(props: StepFormProps) {
  const { t } = useTranslation();
  const first = props.step.sentOn ?? localDay(new Date(props.step.preparedAt));
  const [answeredOn, setAnsweredOn] = useState(localDay(new Date()));
  const [answer, setAnswer] = useState('');
  const { errors, setErrors, edit } = useStepErrors<'day' | 'answer'>();
  const id = `step-cfpb-answer-${props.step.id}`;
  const build = (): UpdateStepRequest | null => {
    if (!isDayAllowed(answeredOn, dayBounds(first, new Date()))) {
      setErrors({ day: dayError(t, first) });
      return null;
    }
    const parsed = UpdateStepRequestSchema.safeParse({
      action: 'answered',
      answeredOn,
      answer: answer.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors({ answer: parsed.error.issues[0]?.message });
      return null;
    }
    return parsed.data;
  };
  return (
    <UpdateForm {...props} build={build} success={t('campaign.cfpbAnswer.success')}>
      <DayField
        id={`${id}-day`}
        label={t('campaign.cfpbAnswer.dayLabel')}
        first={first}
        value={answeredOn}
        error={errors.day}
        onChange={(day) => edit(setAnsweredOn, day)}
      />
      <FormField
        id={`${id}-text`}
        label={t('campaign.cfpbAnswer.textLabel')}
        hint={t('campaign.cfpbAnswer.textHint')}
        error={errors.answer}
      >
        <Textarea
          {...fieldAria(`${id}-text`, errors.answer, true)}
          rows={4}
          maxLength={CFPB_ANSWER_MAX_LENGTH}
          value={answer}
          onChange={(event) => edit(setAnswer, event.target.value)}
        />
      </FormField>
    </UpdateForm>
  );
}
