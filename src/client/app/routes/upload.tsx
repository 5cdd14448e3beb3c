import { useTranslation } from 'react-i18next';
import { UploadFlow } from '#client/features/credit/components/upload-flow.tsx';

export function UploadPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('credit.upload.title')}</h1>
        <p className="text-muted-foreground">{t('credit.upload.subtitle')}</p>
      </div>
      <UploadFlow />
    </div>
  );
}
