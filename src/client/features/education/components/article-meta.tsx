import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import type { ArticleSummary } from '#shared/schemas/education.ts';

export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <Badge variant="secondary">{t(`education.categories.${article.category}`)}</Badge>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden />
        {t('education.readTime', { count: article.readTime })}
      </span>
    </div>
  );
}
