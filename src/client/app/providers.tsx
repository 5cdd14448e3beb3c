import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { i18n } from '../lib/i18n.ts';
import { leaveTo } from '../lib/navigation.ts';
import { paths } from '../lib/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { toast } from '../lib/toast-store.ts';
import { ThemeProvider } from './theme-provider.tsx';

const LOGIN_REDIRECT_DELAY_MS = 500;

/** A call answered 401 Unauthorized: the session is gone; say so and go to sign-in (spec). */
function handleUnauthorized() {
  let redirecting = false;
  return () => {
    if (redirecting) return;
    redirecting = true;
    toast({ title: i18n.t('auth.loggedOut'), variant: 'destructive' });
    setTimeout(() => leaveTo(paths.apiLogin), LOGIN_REDIRECT_DELAY_MS);
  };
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(handleUnauthorized()));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
