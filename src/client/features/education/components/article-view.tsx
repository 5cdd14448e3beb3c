import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Loading } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { formatInstantDay } from '#client/lib/format.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useArticle } from '../api/get-article.ts';
import { ArticleImage } from './article-image.tsx';
import { ArticleMeta } from './article-meta.tsx';
import { MarkdownContent } from './markdown-content.tsx';

/** One article, in the reader's language; `backTo` returns to the list they came from. */
export function ArticleView({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation();
  const article = useArticle(id, useLanguage());
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page for a screen-reader user: start reading at the title, not wherever focus was.
  useEffect(() => {
    if (article.data) heading.current?.focus();
  }, [article.data]);
  const back = (
    <ButtonLink to={backTo} icon={ArrowLeft} variant="ghost" className="w-fit px-0">
      {t('education.backToArticles')}
    </ButtonLink>
  );
  if (article.isPending) return <Loading />;
  if (article.isError) {
    // A malformed id in a link (400) is as missing as an unknown one (404).
    const missing = article.error instanceof ApiError && [400, 404].includes(article.error.status);
    return (
      <div className="grid gap-4">
        {back}
        <div role="alert" className="grid gap-3 rounded-xl border border-border bg-card p-6">
          <p>{missing ? t('education.articleNotFound') : t('education.loadFailed')}</p>
          {!missing && (
            <Button variant="outline" className="w-fit" onClick={() => void article.refetch()}>
              {t('common.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  const { data } = article;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      {back}
      <header className="grid gap-3">
        <ArticleMeta article={data} />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
          {data.title}
        </h1>
        <p className="text-lg text-muted-foreground">{data.excerpt}</p>
        <p className="text-sm text-muted-foreground">
          {t('education.updated', { date: formatInstantDay(data.updatedAt) })}
        </p>
      </header>
      <ArticleImage src={data.imageUrl} eager className="rounded-xl" />
      <MarkdownContent source={data.content} />
      <p className="rounded-lg border border-border bg-muted p-4 text-sm text-muted-foreground">
        {t('education.notLegalAdvice')}
      </p>
      {back}
    </article>
  );
}
