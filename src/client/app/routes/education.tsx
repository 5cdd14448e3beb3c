import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { ArticleHub } from '#client/features/education/components/article-hub.tsx';
import { ArticleView } from '#client/features/education/components/article-view.tsx';
import { paths } from '#client/lib/paths.ts';
import {
  ARTICLE_SEARCH_MAX_LENGTH,
  ARTICLES_MAX_PAGE,
  EDUCATION_CATEGORIES,
  type EducationCategory,
} from '#shared/constants/education.ts';

const categoryOf = (value: string | null): EducationCategory | null =>
  EDUCATION_CATEGORIES.find((category) => category === value) ?? null;

/**
 * The education hub. Everything a reader chose lives in the address (`?q=`, `?category=`, `?page=`, `?article=`),
 * so the dispute center can link straight to a category or an article, and Back undoes one step at a time.
 */
export function EducationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const article = searchParams.get('article');
  const params = {
    // A hand-edited address never turns into the failed state: it is brought within what the API takes.
    search: (searchParams.get('q') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX_LENGTH),
    category: categoryOf(searchParams.get('category')),
    page: Math.min(ARTICLES_MAX_PAGE, Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)),
  };
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearchParams],
  );
  const onSearch = useCallback((search: string) => update({ q: search || null, page: null }), [update]);
  const onCategory = useCallback((category: EducationCategory | null) => update({ category, page: null }), [update]);
  const onShowAll = useCallback(() => update({ q: null, category: null, page: null }), [update]);
  const onPage = useCallback((page: number) => update({ page: page > 1 ? String(page) : null }), [update]);

  if (article) {
    const back = new URLSearchParams(searchParams);
    back.delete('article');
    const query = back.toString();
    return <ArticleView id={article} backTo={query ? `${paths.education}?${query}` : paths.education} />;
  }
  return (
    <div className="grid gap-8">
      <PageHeader className="gap-1" title={t('education.title')} intro={t('education.intro')} />
      <ArticleHub params={params} onSearch={onSearch} onCategory={onCategory} onPage={onPage} onShowAll={onShowAll} />
    </div>
  );
}
