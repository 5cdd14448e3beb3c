import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import type { ArticleSummary } from '#shared/schemas/education.ts';
import { ArticleImage } from './article-image.tsx';
import { ArticleMeta } from './article-meta.tsx';

const cardClass = (featured: boolean) =>
  cn(
    'group relative grid grid-rows-[auto_1fr] overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring',
    featured && 'md:grid-cols-2 md:grid-rows-1',
  );
const bodyClass = (featured: boolean) => cn('grid content-start gap-3 p-5', featured && 'md:p-8');

/** A card in the hub; the whole card is one link, named by the article's title. `featured` lays it out wide. */
export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={cardClass(featured)}>
      <ArticleImage
        src={article.imageUrl}
        eager={featured}
        className={featured ? 'md:aspect-auto md:h-full' : undefined}
      />
      <div className={bodyClass(featured)}>
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

/**
 * A card's place while the list is on its way, as tall as a card with a two-line title and a four-line excerpt
 * (the featured one as its image, on a wide screen): what is below it is drawn where it will stay.
 */
export function ArticleCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={cardClass(featured)}>
      <ArticleImage src={null} />
      <div className={bodyClass(featured)}>
        <div className="h-5.5 w-40 rounded-full bg-muted" />
        <div className={cn('rounded-md bg-muted', featured ? 'h-16 md:h-18' : 'h-14')} />
        <div className={cn('rounded-md bg-muted', featured ? 'h-24 md:h-18' : 'h-24')} />
      </div>
    </div>
  );
}
