import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { paths } from '#client/lib/paths.ts';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';
import { LandingPage } from './routes/landing.tsx';

// Pages load on demand so a visitor on the landing page downloads no form or dashboard code.
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.landing, element: <LandingPage /> },
      lazyPage(paths.login, async () => (await import('./routes/login.tsx')).LoginPage),
      // Public: our emailed links open them whether or not this browser is signed in.
      lazyPage(paths.verifyEmail, async () => (await import('./routes/verify-email.tsx')).VerifyEmailPage),
      lazyPage(paths.forgotPassword, async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordPage),
      lazyPage(paths.resetPassword, async () => (await import('./routes/reset-password.tsx')).ResetPasswordPage),
      lazyPage(paths.signInLink, async () => (await import('./routes/sign-in-link.tsx')).SignInLinkPage),
      // Public: a visitor's progress is a draft the server keeps under a cookie; a member may use it too.
      lazyPage(paths.onboarding, async () => (await import('./routes/onboarding.tsx')).OnboardingPage),
      lazyPage(paths.demoPayment, async () => (await import('./routes/demo-payment.tsx')).DemoPaymentPage),
      {
        element: <RequireAuth visitor="sign-in" />,
        children: [lazyPage(paths.subscribe, async () => (await import('./routes/subscribe.tsx')).SubscribePage)],
      },
      {
        // "/" is the dashboard for a member and the landing page for a visitor (RequireAuth decides).
        element: <RequireAuth />,
        children: [
          lazyPage(paths.home, async () => (await import('./routes/dashboard.tsx')).DashboardPage),
          lazyPage(paths.dashboard, async () => (await import('./routes/dashboard.tsx')).DashboardPage),
          lazyPage(paths.creditReport, async () => (await import('./routes/credit-report.tsx')).CreditReportPage),
          lazyPage(paths.manualItems, async () => (await import('./routes/manual-items.tsx')).ManualItemsPage),
          ...[paths.manualItemNew, paths.manualItemEditPattern].map((path) =>
            lazyPage(path, async () => (await import('./routes/manual-item-form.tsx')).ManualItemFormPage),
          ),
          lazyPage(paths.disputeCenter, async () => (await import('./routes/dispute-center.tsx')).DisputeCenterPage),
          lazyPage(paths.disputes, async () => (await import('./routes/disputes.tsx')).DisputesPage),
          lazyPage(paths.progress, async () => (await import('./routes/progress.tsx')).ProgressPage),
          lazyPage(paths.upload, async () => (await import('./routes/upload.tsx')).UploadPage),
          lazyPage(paths.account, async () => (await import('./routes/account.tsx')).AccountPage),
          {
            element: <RequireAdmin />,
            children: [paths.adminDashboard, paths.admin].map((path) =>
              lazyPage(path, async () => (await import('./routes/admin-dashboard.tsx')).AdminDashboardPage),
            ),
          },
        ],
      },
      {
        // Pages anyone may read: a member sees them in the app, a visitor with the public header and footer.
        element: <RequireAuth visitor="public" />,
        children: [
          lazyPage(paths.education, async () => (await import('./routes/education.tsx')).EducationPage),
          lazyPage(paths.legalPattern, async () => (await import('./routes/legal.tsx')).LegalPage),
          lazyPage(paths.accountDeleted, async () => (await import('./routes/account-deleted.tsx')).AccountDeletedPage),
          lazyPage('*', async () => (await import('./routes/not-found.tsx')).NotFoundPage),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
