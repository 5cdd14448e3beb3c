import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { pageCount } from '../page-count.ts';

export function Pager({
  page,
  total,
  pageSize,
  onPageChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={t('admin.pager.label')} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{t('admin.pager.status', { page, pages, count: total })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          {t('admin.pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('admin.pager.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
