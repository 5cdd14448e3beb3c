import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import type { ArticleSummary } from '#shared/schemas/education.ts';
import { ArticleImage } from './article-image.tsx';
import { ArticleMeta } from './article-meta.tsx';

/** A card in the hub; the whole card is one link, named by the article's title. `featured` lays it out wide. */
export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'group relative grid grid-rows-[auto_1fr] overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring',
        featured && 'md:grid-cols-2 md:grid-rows-1',
      )}
    >
      <ArticleImage
        src={article.imageUrl}
        eager={featured}
        className={featured ? 'md:aspect-auto md:h-full' : undefined}
      />
      <div className={cn('grid content-start gap-3 p-5', featured && 'md:p-8')}>
        <ArticleMeta article={article} />
        <Heading className={cn('font-semibold', featured ? 'text-2xl md:text-3xl' : 'text-lg')}>
          <Link
            to={paths.educationArticle(article.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-muted-foreground">{article.excerpt}</p>
      </div>
    </article>
  );
}
