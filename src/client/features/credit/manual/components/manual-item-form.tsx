import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, type FieldError as FormFieldError, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { BUREAUS } from '#shared/constants/bureaus.ts';
import { ITEM_TYPES } from '#shared/constants/credit-items.ts';
import type { ManualItemInput } from '#shared/schemas/manual-items.ts';
import { useSaveManualItem } from '../api/save-manual-item.ts';
import { apiIssues, resolverOf } from '../form-issues.ts';
import {
  asksChapter,
  asksOriginalCreditor,
  checkItemForm,
  chosenBureaus,
  detailsPath,
  emptyItemForm,
  formPathOf,
  type ItemFormValues,
  itemFormFromItem,
  type StoredItem,
  withBureau,
  withSameOnAll,
} from '../item-form.ts';
import { ViewFields } from './view-fields.tsx';

const CHAPTERS = ['7', '11', '13'] as const;

/**
 * Adds an item, or changes one (`item`), as the member reads it on their bureau reports. Phone first: one column,
 * labels above, native pickers, and one set of details for every bureau unless the reports differ. Checked with
 * the very schema the API uses; the API's own refusals land under the same fields. `send` stores it elsewhere
 * than the member's account (the onboarding keeps a visitor's items in their draft).
 */
export function ManualItemForm({
  item,
  onSaved,
  onCancel,
  send,
}: {
  item: StoredItem | null;
  onSaved: () => void;
  onCancel: () => void;
  send?: (input: ManualItemInput) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const mode = item ? 'edit' : 'create';
  const memberSave = useSaveManualItem(item?.id ?? null);
  const save = send ?? memberSave.mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ItemFormValues, unknown, ManualItemInput>({
    resolver: resolverOf((values: ItemFormValues) => checkItemForm(values, mode), t),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: item ? itemFormFromItem(item) : emptyItemForm(),
  });
  const values = form.watch();
  const { errors, isSubmitted } = form.formState;
  const field = (
    path: 'itemType' | 'creditorName' | 'originalCreditorName' | 'accountNumber' | 'bankruptcyChapter',
  ) => {
    const id = `manual-${path}`;
    const error: string | undefined = errors[path]?.message;
    return { id, error, aria: fieldAria(id, error, true) };
  };
  /** Ticking a bureau or "same details" moves details around: the form takes the whole new state. */
  const apply = (next: ItemFormValues) => {
    for (const key of ['bureaus', 'sameOnAll', 'shared', 'byBureau'] as const) {
      form.setValue(key, next[key], { shouldValidate: isSubmitted, shouldDirty: true });
    }
  };

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await save(input);
      toast({ title: t('credit.manual.form.saved'), description: t('credit.manual.form.savedDescription') });
      onSaved();
    } catch (error) {
      apiIssues(error).forEach((issue, index) => {
        const path = formPathOf(form.getValues(), issue.path);
        if (path === null) return;
        const message = i18n.exists(issue.message) ? issue.message : t('validation.invalidFormat');
        form.setError(path as FieldPath<ItemFormValues>, { message }, { shouldFocus: index === 0 });
      });
      setProblem(errorMessage(error, t));
    }
  });

  const itemType = field('itemType');
  const creditorName = field('creditorName');
  const originalCreditorName = field('originalCreditorName');
  const accountNumber = field('accountNumber');
  const chapter = field('bankruptcyChapter');
  const bureaus = chosenBureaus(values);
  const onlyBureau = bureaus.length === 1 ? bureaus[0] : undefined;
  const bureausError = (get(errors, 'bureaus') as FormFieldError | undefined)?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="sr-only">{t('credit.manual.form.aboutAccount')}</legend>
        <FormField id={itemType.id} label={t('credit.manual.form.itemType')} error={itemType.error}>
          <NativeSelect {...fieldAria(itemType.id, itemType.error)} {...form.register('itemType')}>
            <option value="">{t('credit.manual.form.choose')}</option>
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`credit.manual.form.itemTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={creditorName.id}
          label={t('credit.manual.form.creditorName')}
          hint={t('credit.manual.form.creditorNameHint')}
          error={creditorName.error}
        >
          <Input {...creditorName.aria} autoComplete="off" maxLength={100} {...form.register('creditorName')} />
        </FormField>
        {asksOriginalCreditor(values.itemType) && (
          <FormField
            id={originalCreditorName.id}
            label={t('credit.manual.form.originalCreditorName')}
            hint={t('credit.manual.form.originalCreditorNameHint')}
            error={originalCreditorName.error}
          >
            <Input
              {...originalCreditorName.aria}
              autoComplete="off"
              maxLength={100}
              {...form.register('originalCreditorName')}
            />
          </FormField>
        )}
        <FormField
          id={accountNumber.id}
          label={t('credit.manual.form.accountNumber')}
          hint={
            item?.accountNumberLast4
              ? t('credit.manual.form.accountNumberKeep', { last4: item.accountNumberLast4 })
              : t('credit.manual.form.accountNumberHint')
          }
          error={accountNumber.error}
        >
          <Input
            {...accountNumber.aria}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            {...form.register('accountNumber')}
          />
        </FormField>
        {asksChapter(values.itemType) && (
          <FormField
            id={chapter.id}
            label={t('credit.manual.form.bankruptcyChapter')}
            hint={t('credit.manual.form.bankruptcyChapterHint')}
            error={chapter.error}
          >
            <NativeSelect {...chapter.aria} {...form.register('bankruptcyChapter')}>
              <option value="">{t('credit.manual.form.chapterUnknown')}</option>
              {CHAPTERS.map((number) => (
                <option key={number} value={number}>
                  {t('credit.manual.form.chapter', { chapter: number })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </fieldset>

      <fieldset
        className="grid gap-3"
        aria-describedby={bureausError ? 'manual-bureaus-error' : 'manual-bureaus-hint'}
        aria-invalid={bureausError ? true : undefined}
      >
        <legend className="text-lg font-semibold">{t('credit.manual.form.bureaus')}</legend>
        <p id="manual-bureaus-hint" className="text-xs text-muted-foreground">
          {t('credit.manual.form.bureausHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {BUREAUS.map((bureau) => (
            <label
              key={bureau}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 font-medium has-[:checked]:border-primary"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={values.bureaus.includes(bureau)}
                onChange={(event) => apply(withBureau(form.getValues(), bureau, event.target.checked))}
              />
              {t(`bureaus.${bureau}`)}
            </label>
          ))}
        </div>
        <FieldError id="manual-bureaus-error" message={bureausError} />
        {bureaus.length > 1 && (
          <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md bg-muted p-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-primary"
              checked={values.sameOnAll}
              aria-describedby="manual-same-hint"
              onChange={(event) => {
                form.clearErrors(['shared', 'byBureau']);
                apply(withSameOnAll(form.getValues(), event.target.checked));
              }}
            />
            <span className="grid gap-1">
              <span className="font-medium">{t('credit.manual.form.sameOnAll')}</span>
              <span id="manual-same-hint" className="text-xs text-muted-foreground">
                {t('credit.manual.form.sameOnAllHint')}
              </span>
            </span>
          </label>
        )}
      </fieldset>

      {values.sameOnAll && bureaus.length > 0 && (
        <ViewFields
          prefix="shared"
          title={
            onlyBureau
              ? t('credit.manual.form.detailsOne', { bureau: t(`bureaus.${onlyBureau}`) })
              : t('credit.manual.form.detailsAll')
          }
          values={values.shared}
          errors={errors}
          register={form.register}
        />
      )}
      {!values.sameOnAll &&
        bureaus.map((bureau) => (
          <ViewFields
            key={bureau}
            prefix={detailsPath(values, bureau)}
            title={t('credit.manual.form.detailsOne', { bureau: t(`bureaus.${bureau}`) })}
            values={values.byBureau[bureau]}
            errors={errors}
            register={form.register}
          />
        ))}

      {problem && (
        <div role="alert" className="flex gap-2 rounded-lg border border-destructive p-4 text-sm font-medium">
          <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
          <p>{problem}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          {t('credit.manual.form.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('credit.manual.form.saving') : t('credit.manual.form.save')}
        </Button>
      </div>
    </form>
  );
}
