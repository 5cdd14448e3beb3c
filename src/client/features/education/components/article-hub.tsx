import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { ARTICLES_PAGE_SIZE, type EducationCategory } from '#shared/constants/education.ts';
import { type ArticleListParams, useArticles } from '../api/get-articles.ts';
import { ArticleCard, ArticleCardSkeleton } from './article-card.tsx';
import { ArticleSearch } from './article-search.tsx';
import { CategoryFilter } from './category-filter.tsx';

interface ArticleHubProps {
  params: ArticleListParams;
  onSearch(search: string): void;
  onCategory(category: EducationCategory | null): void;
  onPage(page: number): void;
  /** Clears the search and the category together. */
  onShowAll(): void;
}

/** Search, category buttons, the featured first article and the grid, with their empty and failed states. */
export function ArticleHub({ params, onSearch, onCategory, onPage, onShowAll }: ArticleHubProps) {
  const { t } = useTranslation();
  const articles = useArticles(params, useLanguage());
  const list = articles.data;
  const [featured, ...rest] = list?.articles ?? [];
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <ArticleSearch value={params.search} onSearch={onSearch} />
        <CategoryFilter selected={params.category} onSelect={onCategory} />
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {articles.isFetching
          ? t('common.loading')
          : list && params.search
            ? t('education.resultCount', { count: list.total, search: params.search })
            : ''}
      </p>
      {articles.isError && (
        <div role="alert" className="grid gap-3 rounded-xl border border-border bg-card p-6">
          <p>{t('education.loadFailed')}</p>
          <Button variant="outline" className="w-fit" onClick={() => void articles.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {list && !featured && (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border p-8">
          <p className="text-lg font-medium">
            {params.search ? t('education.noResults', { search: params.search }) : t('education.noArticles')}
          </p>
          <p className="text-muted-foreground">{t('education.noResultsHint')}</p>
          {(params.search || params.category) && (
            <Button variant="outline" onClick={onShowAll}>
              {t('education.showAll')}
            </Button>
          )}
        </div>
      )}
      {articles.isPending && (
        // A first page's worth of places: the footer starts below the screen, so nothing moves when the list comes.
        <div aria-hidden className="grid gap-6">
          {params.page === 1 ? <ArticleCardSkeleton featured /> : null}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: params.page === 1 ? ARTICLES_PAGE_SIZE - 1 : ARTICLES_PAGE_SIZE }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the places are all alike and never reordered.
              <ArticleCardSkeleton key={index} />
            ))}
          </div>
        </div>
      )}
      {featured && (
        <div className={articles.isPlaceholderData ? 'grid gap-6 opacity-60' : 'grid gap-6'}>
          {params.page === 1 ? <ArticleCard article={featured} featured /> : null}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(params.page === 1 ? rest : [featured, ...rest]).map((article) => (
              <li key={article.id} className="grid">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('education.pagination')} className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={params.page <= 1} onClick={() => onPage(params.page - 1)}>
            <ChevronLeft aria-hidden />
            {t('education.previousPage')}
          </Button>
          <span className="text-sm">{t('education.pageOf', { page: params.page, pages })}</span>
          <Button variant="outline" disabled={params.page >= pages} onClick={() => onPage(params.page + 1)}>
            {t('education.nextPage')}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
