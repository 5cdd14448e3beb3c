import type { ReactNode } from 'react';
import { PublicHeader } from '#client/components/layouts/public-header.tsx';

/** The narrow, phone-first column of the sign-in pages and of the pages our emailed links open. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <PublicHeader />
      <main id="main" className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:py-12">
        {children}
      </main>
    </div>
  );
}
