import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anArticle, anArticleList } from '#client/test-support/education.ts';
import { jsonResponse, renderWithApp } from '#client/test-support/render.tsx';
import type { ArticleSummary } from '#shared/schemas/education.ts';
import { EducationPage } from './education.tsx';

const summary = (id: string, title: string, category: ArticleSummary['category'] = 'credit-basics'): ArticleSummary => {
  const { content: _content, ...article } = anArticle({ id, title, category });
  return article;
};
const ARTICLES = [
  summary('what-is-in-your-credit-report', 'What Is in Your Credit Report'),
  summary('how-disputes-work', 'How Credit Report Disputes Work', 'dispute-strategy'),
  summary('your-rights-under-the-fcra', 'Your Rights Under the FCRA', 'legal-rights'),
];

/** Answers the list by the query it is asked, and records every request. */
function serveArticles(answer: (query: URLSearchParams) => Response) {
  const requests: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/educational-articles/')) {
      return jsonResponse(200, anArticle({ id: url.pathname.split('/').pop() }));
    }
    if (url.pathname !== '/api/educational-articles') throw new Error(`unexpected request ${url}`);
    requests.push(url.searchParams);
    return answer(url.searchParams);
  });
  return requests;
}

const renderHub = (path = '/education') => renderWithApp(<EducationPage />, { path });

describe('EducationPage', () => {
  it('features the first article and lists the rest in a grid', async () => {
    serveArticles(() => jsonResponse(200, anArticleList(ARTICLES)));
    renderHub();
    expect(await screen.findByRole('heading', { level: 2, name: 'What Is in Your Credit Report' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'How Credit Report Disputes Work',
      'Your Rights Under the FCRA',
    ]);
    expect(screen.getByRole('link', { name: 'Your Rights Under the FCRA' })).toHaveAttribute(
      'href',
      '/education?article=your-rights-under-the-fcra',
    );
    expect(screen.getAllByText('4 min read')).toHaveLength(3);
  });

  it('holds a first page of places while the list is on its way, so what is below does not move when it comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { container } = renderHub();
    const places = () => container.querySelectorAll('[aria-hidden="true"] .rounded-xl');
    // The featured article's place and the eleven others a first page holds.
    await vi.waitFor(() => expect(places()).toHaveLength(12));
    answer(jsonResponse(200, anArticleList(ARTICLES)));
    expect(await screen.findByRole('heading', { level: 2, name: 'What Is in Your Credit Report' })).toBeInTheDocument();
    expect(places()).toHaveLength(0);
  });

  it('filters by category from the buttons and from a ?category= link', async () => {
    const requests = serveArticles((query) =>
      jsonResponse(
        200,
        anArticleList(
          ARTICLES.filter((article) => !query.get('category') || article.category === query.get('category')),
        ),
      ),
    );
    renderHub('/education?category=legal-rights');
    expect(await screen.findByRole('heading', { name: 'Your Rights Under the FCRA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legal Rights' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.at(-1)?.get('category')).toBe('legal-rights');

    await userEvent.click(screen.getByRole('button', { name: 'Dispute Strategy' }));
    expect(await screen.findByRole('heading', { name: 'How Credit Report Disputes Work' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('category')).toBe('dispute-strategy');

    await userEvent.click(screen.getByRole('button', { name: 'All topics' }));
    expect(await screen.findByRole('heading', { name: 'What Is in Your Credit Report' })).toBeInTheDocument();
    expect(requests.at(-1)?.has('category')).toBe(false);
  });

  it('searches on the server and says how many matched', async () => {
    const requests = serveArticles((query) =>
      jsonResponse(200, anArticleList(query.get('search') ? [ARTICLES[1] as ArticleSummary] : ARTICLES)),
    );
    renderHub();
    await screen.findByRole('heading', { name: 'What Is in Your Credit Report' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'dispute{Enter}');
    expect(await screen.findByText('1 article matches “dispute”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How Credit Report Disputes Work' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('search')).toBe('dispute');
    expect(requests.at(-1)?.get('lang')).toBe('en');
  });

  it('keeps the placeholder short enough for a phone in both languages, with the examples under the field', async () => {
    serveArticles(() => jsonResponse(200, anArticleList(ARTICLES)));
    const { unmount } = renderHub();
    const english = await screen.findByRole('searchbox', { name: 'Search articles' });
    expect(english).toHaveAttribute('placeholder', 'Search articles');
    expect(english).toHaveAccessibleDescription('For example: dispute, late payment, collections');
    unmount();

    await i18n.changeLanguage('es');
    renderHub();
    const spanish = await screen.findByRole('searchbox', { name: 'Buscar artículos' });
    // What fits beside the search button in a 390 px wide screen; the long hint was cut there.
    expect(spanish.getAttribute('placeholder')?.length).toBeLessThanOrEqual(20);
    expect(spanish).toHaveAccessibleDescription('Por ejemplo: disputa, pago atrasado, cobranza');
    expect(screen.getByText('Por ejemplo: disputa, pago atrasado, cobranza')).toBeVisible();
  });

  it('shows the empty state with a way back to every article', async () => {
    const requests = serveArticles((query) => jsonResponse(200, anArticleList(query.get('search') ? [] : ARTICLES)));
    renderHub('/education?q=mortgage');
    expect(await screen.findByText('No articles match “mortgage”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(await screen.findByRole('heading', { name: 'What Is in Your Credit Report' })).toBeInTheDocument();
    expect(requests.at(-1)?.has('search')).toBe(false);
  });

  it('says when the articles cannot load, and tries again', async () => {
    let fail = true;
    serveArticles(() =>
      fail ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, anArticleList(ARTICLES)),
    );
    renderHub();
    expect(await screen.findByText('Unable to load educational content')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What Is in Your Credit Report' })).toBeInTheDocument();
  });

  it('opens an article from a ?article= link, rendering its Markdown, with a way back to the list', async () => {
    serveArticles(() => jsonResponse(200, anArticleList(ARTICLES)));
    renderHub('/education?category=dispute-strategy&article=how-disputes-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'How Credit Report Disputes Work' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'The 30-day clock' })).toBeInTheDocument();
    expect(screen.getByText('30 days').tagName).toBe('STRONG');
    expect(screen.getByText('Use certified mail').tagName).toBe('LI');
    expect(screen.getAllByRole('link', { name: 'All articles' })[0]).toHaveAttribute(
      'href',
      '/education?category=dispute-strategy',
    );
  });

  it('never turns article text into markup', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(
        200,
        anArticle({
          content:
            '<img src=x onerror="alert(1)"> [click me](javascript:alert(1)) and [the CFPB](https://www.consumerfinance.gov)',
        }),
      ),
    );
    const { container } = renderHub('/education?article=how-disputes-work');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect(screen.getByRole('link', { name: /the CFPB/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says an article is missing when a link names one that does not exist', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(404, { code: 'NOT_FOUND', message: 'x' }),
    );
    renderHub('/education?article=gone');
    expect(await screen.findByText(/We couldn't find that article/)).toBeInTheDocument();
  });

  it('reads in Spanish and asks the server for Spanish', async () => {
    const requests = serveArticles(() => jsonResponse(200, anArticleList(ARTICLES)));
    await i18n.changeLanguage('es');
    renderHub();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aprenda sobre el crédito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Derechos legales' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('lang')).toBe('es');
  });
});
