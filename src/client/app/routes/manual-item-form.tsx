import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useManualEntries } from '#client/features/credit/manual/api/get-manual-entries.ts';
import { BackLink } from '#client/features/credit/manual/components/back-link.tsx';
import { ManualItemForm } from '#client/features/credit/manual/components/manual-item-form.tsx';
import { paths } from '#client/lib/paths.ts';

function FormPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <BackLink to={paths.manualItems}>{t('credit.manual.page.title')}</BackLink>
      <PageHeader title={title} intro={intro} />
      {children}
    </div>
  );
}

/** Adds an item (/new) or changes one; an item in a dispute is part of a letter and is shown as unchangeable. */
export function ManualItemFormPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const navigate = useNavigate();
  const editing = itemId !== undefined;
  const entries = useManualEntries({ enabled: editing });
  const backToList = () => navigate(paths.manualItems);
  if (!editing) {
    return (
      <FormPage title={t('credit.manual.form.newTitle')} intro={t('credit.manual.form.intro')}>
        <ManualItemForm item={null} onSaved={backToList} onCancel={backToList} />
      </FormPage>
    );
  }
  if (entries.isPending) return <LoadingScreen />;
  if (entries.isError) return <ErrorScreen error={entries.error} onRetry={() => void entries.refetch()} />;
  const item = entries.data.items.find((candidate) => candidate.id === itemId);
  if (!item) {
    return (
      <FormPage title={t('credit.manual.form.editTitle')}>
        <p role="alert">{t('credit.manual.form.notFound')}</p>
      </FormPage>
    );
  }
  if (item.locked) {
    return (
      <FormPage title={t('credit.manual.form.lockedTitle')}>
        <p role="alert">{t('errors.ITEM_LOCKED')}</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={t('credit.manual.form.editTitle')} intro={t('credit.manual.form.intro')}>
      <ManualItemForm item={item} onSaved={backToList} onCancel={backToList} />
    </FormPage>
  );
}
