import { ExternalLink } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Block, type Inline, parseMarkdown } from '#shared/rules/markdown.ts';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

function InlineText({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => (
    // Inline runs never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>{renderInline(inline)}</Fragment>
  ));
}

function renderInline(inline: Inline): ReactNode {
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'strong':
      return (
        <strong className="font-semibold">
          <InlineText inlines={inline.children} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <InlineText inlines={inline.children} />
        </em>
      );
    case 'link':
      return <ArticleLink href={inline.href} inlines={inline.children} />;
  }
}

/** Our own pages open in place; another site opens in a new tab, said out loud for screen readers. */
function ArticleLink({ href, inlines }: { href: string; inlines: Inline[] }) {
  const { t } = useTranslation();
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={LINK_CLASS}>
        <InlineText inlines={inlines} />
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      <InlineText inlines={inlines} />
      <ExternalLink className="ml-0.5 inline size-3.5 align-baseline" aria-hidden />
      <span className="sr-only"> {t('education.opensInNewTab')}</span>
    </a>
  );
}

function BlockElement({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return (
        <Heading className={block.level === 2 ? 'mt-4 text-2xl font-semibold' : 'mt-2 text-xl font-semibold'}>
          <InlineText inlines={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p className="leading-7">
          <InlineText inlines={block.children} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={block.ordered ? 'grid list-decimal gap-2 pl-6' : 'grid list-disc gap-2 pl-6'}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are fixed text, never reordered
            <li key={index} className="leading-7">
              <InlineText inlines={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** An article body: parsed to data, built as React elements, so no text in it can become markup. */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <div className="grid gap-4 text-base">
      {parseMarkdown(source).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one body never reorder
        <BlockElement key={index} block={block} />
      ))}
    </div>
  );
}
