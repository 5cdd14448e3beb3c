import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { useArticle } from '../api/get-article.ts';

/** Cards for chosen articles, with their real titles in the reader's language; one that fails to load is left out. */
export function RecommendedArticles({ ids }: { ids: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ids.map((id) => (
        <RecommendedArticle key={id} id={id} />
      ))}
    </ul>
  );
}

function RecommendedArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const article = useArticle(id, useLanguage());
  if (article.isError) return null;
  return (
    // The card keeps its height while loading, so the page does not jump when the title arrives.
    <li className="min-h-36">
      {article.data && (
        <Card className="h-full">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <BookOpen className="size-5 shrink-0 text-primary" aria-hidden />
              {article.data.title}
            </CardTitle>
            <CardDescription>{article.data.excerpt}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              to={paths.educationArticle(id)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t('education.readLabel', { title: article.data.title })}
            >
              {t('education.read')}
            </Link>
          </CardContent>
        </Card>
      )}
    </li>
  );
}
