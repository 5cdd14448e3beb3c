import '#client/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '#client/app/providers.tsx';
import { createAppRouter } from '#client/app/router.tsx';
import { initI18n } from '#client/lib/i18n.ts';
import { preloadSiteInfo } from '#client/lib/public-config.ts';
import { installZodMessages } from '#client/lib/zod-messages.ts';
import './styles.css';

async function start() {
  await Promise.all([initI18n(), preloadSiteInfo()]);
  installZodMessages();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
