import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Development only in practice (production refuses to start with placeholders): says plainly that the business
 * address or support email the legal pages print are demo values. A plain fetch, because the landing entry
 * carries no data layer.
 */
export function SetupBanner() {
  const { t } = useTranslation();
  const [placeholders, setPlaceholders] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/site', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((site: { placeholders?: unknown } | null) => {
        if (Array.isArray(site?.placeholders)) setPlaceholders(site.placeholders.map(String));
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  if (placeholders.length === 0) return null;
  return (
    <div
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      {t('setup.placeholders', { settings: placeholders.join(', ') })}
    </div>
  );
}
