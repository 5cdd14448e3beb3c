import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ThemeProvider } from '#client/lib/theme-provider.tsx';
import { anArticle, anArticleList } from '#client/test-support/education.ts';
import { aMember, jsonResponse, notSignedIn } from '#client/test-support/render.tsx';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { routes } from './router.tsx';

const article = anArticle();
const { content: _content, ...summary } = article;

/** The server: who is signed in (nobody for a visitor; no answer when it fails), the public articles and legal texts. */
function serve(user: CurrentUser | null | 'failing') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') {
      if (user === 'failing') return jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' });
      return user ? jsonResponse(200, user) : notSignedIn();
    }
    if (url.pathname === '/api/educational-articles') return jsonResponse(200, anArticleList([summary]));
    if (url.pathname === `/api/educational-articles/${article.id}`) return jsonResponse(200, article);
    if (url.pathname === '/api/legal/terms') {
      const language = url.searchParams.get('lang') ?? 'en';
      const title = language === 'es' ? 'Términos del servicio' : 'Terms of Service';
      return jsonResponse(200, { id: 'terms', version: '2026-11-22', language, title, sections: [] });
    }
    throw new Error(`unexpected request ${url}`);
  });
}

/** The app's own routes, as main.tsx renders them, at one address. */
function openApp(path: string, user: CurrentUser | null | 'failing' = null) {
  serve(user);
  render(
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      <ThemeProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** What every public page has: the header with the language switch and the way in, and the footer. */
function expectPublicFrame() {
  expect(screen.getByRole('button', { name: 'ES, Cambiar a español' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/login');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
  expect(within(footer).getByRole('link', { name: 'Plans and prices' })).toHaveAttribute('href', '/landing#pricing');
  expect(screen.queryByRole('button', { name: /, Account menu$/ })).toBeNull();
}

describe('pages anyone may read', () => {
  it('shows a visitor the education hub at /education, not the landing page', async () => {
    openApp('/education');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn about credit' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/education?article=${article.id}`,
    );
    expect(screen.queryByRole('heading', { name: "Fix what's wrong on your credit report" })).toBeNull();
    expectPublicFrame();
  });

  it('opens an article a visitor was linked to', async () => {
    openApp(`/education?article=${article.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expectPublicFrame();
  });

  it('shows a member the same hub inside the app', async () => {
    openApp('/education', aMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn about credit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /, Account menu$/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Member login' })).toBeNull();
  });

  it('gives a legal page the header, the language switch and the footer', async () => {
    openApp('/legal/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expectPublicFrame();
    await userEvent.click(screen.getByRole('button', { name: 'ES, Cambiar a español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Términos del servicio' })).toBeVisible();
  });

  it('keeps a legal page readable when the server cannot say who is signed in', async () => {
    openApp('/legal/terms', 'failing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expectPublicFrame();
  });

  it('gives the not-found page the header and the footer', async () => {
    openApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expectPublicFrame();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows a member the not-found page inside the app', async () => {
    openApp('/legal/nothing-here', aMember());
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /, Account menu$/ })).toBeInTheDocument();
  });
});
