import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/**
 * A plain link: the browser downloads the file the server streams, whatever its size. While the list is
 * still catching up with the filters the admin typed, the export waits too, so the file always holds the
 * rows the admin sees.
 */
export function ExportCsvLink({ href, pending }: { href: string; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Button variant="outline" disabled>
        <Download aria-hidden />
        {t('admin.clients.export')}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        {t('admin.clients.export')}
      </a>
    </Button>
  );
}
