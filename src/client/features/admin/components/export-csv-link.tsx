import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A plain link: the browser downloads the file the server streams, whatever its size. */
export function ExportCsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        {t('admin.clients.export')}
      </a>
    </Button>
  );
}
