import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { isoDayOf } from '#shared/rules/iso-date.ts';
import type { ManualScore, ManualScoresInput, ReportNumbers } from '#shared/schemas/manual-items.ts';
import { useSaveManualScores } from '../api/save-manual-scores.ts';
import { resolverOf } from '../form-issues.ts';
import { checkScoresForm, type ScoresFormValues, scoresFormOf } from '../scores-form.ts';

/**
 * What the member reads on each bureau's report: its score and the report's own number, each optional; saving
 * replaces those entered before.
 */
export function ManualScoresForm({ scores, reportNumbers }: { scores: ManualScore[]; reportNumbers?: ReportNumbers }) {
  const { t } = useTranslation();
  const save = useSaveManualScores();
  const form = useForm<ScoresFormValues, unknown, ManualScoresInput>({
    resolver: resolverOf(checkScoresForm, t),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: scoresFormOf(scores, reportNumbers),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: t('credit.manual.scores.saved') }),
      onError: (error) => toastFailure(t('credit.manual.scores.failed'), errorMessage(error, t)),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('credit.manual.scores.title')}</CardTitle>
        <CardDescription>{t('credit.manual.scores.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-3">
            {BUREAUS.map((bureau) => {
              const name = t(`bureaus.${bureau}`);
              const valueId = `manual-score-${bureau}`;
              const dateId = `manual-score-${bureau}-date`;
              const numberId = `manual-report-number-${bureau}`;
              const valueError = errors[bureau]?.value?.message;
              const dateError = errors[bureau]?.date?.message;
              const numberError = errors[bureau]?.reportNumber?.message;
              return (
                <fieldset key={bureau} className="grid content-start gap-3">
                  <legend className="sr-only">{name}</legend>
                  <FormField
                    id={valueId}
                    label={t('credit.manual.scores.value', { bureau: name })}
                    hint={t('credit.manual.scores.valueHint')}
                    error={valueError}
                  >
                    <Input
                      {...fieldAria(valueId, valueError, true)}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={3}
                      {...form.register(`${bureau}.value`)}
                    />
                  </FormField>
                  <FormField id={dateId} label={t('credit.manual.scores.date', { bureau: name })} error={dateError}>
                    <Input
                      {...fieldAria(dateId, dateError)}
                      type="date"
                      max={isoDayOf(new Date())}
                      {...form.register(`${bureau}.date`)}
                    />
                  </FormField>
                  <FormField
                    id={numberId}
                    label={t('credit.manual.scores.reportNumber', { bureau: name })}
                    hint={t(`credit.manual.scores.reportNumberHint.${bureau}`)}
                    error={numberError}
                  >
                    <Input
                      {...fieldAria(numberId, numberError, true)}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={30}
                      {...form.register(`${bureau}.reportNumber`)}
                    />
                  </FormField>
                </fieldset>
              );
            })}
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={save.isPending}>
            {save.isPending ? t('credit.manual.scores.saving') : t('credit.manual.scores.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
