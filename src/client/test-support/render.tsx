import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { ThemeProvider } from '../app/theme-provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders a component the way the app does: query client, theme, router at `path`, toaster. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', extraRoutes = [] as { path: string; element: ReactElement }[] } = {},
) {
  const queryClient = createQueryClient(() => undefined);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
              {extraRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Routes>
          </MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stand-in answering one JSON body with a status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A signed-in member as the server describes one; override what a test cares about. */
export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '6f1c3f1e-2a55-4a53-9c59-1b1a3f6f7d11',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Ruiz',
    subscriptionStatus: 'incomplete',
    isAdmin: false,
    ...overrides,
  };
}
