import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 font-semibold">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="hidden sm:inline">{t('common.appName')}</span>
    </span>
  );
}
