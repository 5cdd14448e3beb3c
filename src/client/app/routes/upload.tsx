import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { UploadFlow } from '#client/features/credit/components/upload-flow.tsx';

export function UploadPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <PageHeader title={t('credit.upload.title')} intro={t('credit.upload.subtitle')} />
      <UploadFlow />
    </div>
  );
}
