import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { paths } from '#client/lib/paths.ts';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';
import { LandingPage } from './routes/landing.tsx';

// Pages load on demand so a visitor on the landing page downloads no form or dashboard code.
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.landing, element: <LandingPage /> },
      { path: paths.login, lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginPage }) },
      // Public: our emailed links open them whether or not this browser is signed in.
      {
        path: paths.verifyEmail,
        lazy: async () => ({ Component: (await import('./routes/verify-email.tsx')).VerifyEmailPage }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: (await import('./routes/forgot-password.tsx')).ForgotPasswordPage }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordPage }),
      },
      {
        path: paths.signInLink,
        lazy: async () => ({ Component: (await import('./routes/sign-in-link.tsx')).SignInLinkPage }),
      },
      // Public: a visitor's progress is a draft the server keeps under a cookie; a member may use it too.
      {
        path: paths.onboarding,
        lazy: async () => ({ Component: (await import('./routes/onboarding.tsx')).OnboardingPage }),
      },
      {
        path: paths.demoPayment,
        lazy: async () => ({ Component: (await import('./routes/demo-payment.tsx')).DemoPaymentPage }),
      },
      {
        element: <RequireAuth visitor="sign-in" />,
        children: [
          {
            path: paths.subscribe,
            lazy: async () => ({ Component: (await import('./routes/subscribe.tsx')).SubscribePage }),
          },
        ],
      },
      {
        // "/" is the dashboard for a member and the landing page for a visitor (RequireAuth decides).
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardPage }),
          },
          {
            path: paths.dashboard,
            lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardPage }),
          },
          {
            path: paths.creditReport,
            lazy: async () => ({ Component: (await import('./routes/credit-report.tsx')).CreditReportPage }),
          },
          {
            path: paths.manualItems,
            lazy: async () => ({ Component: (await import('./routes/manual-items.tsx')).ManualItemsPage }),
          },
          ...[paths.manualItemNew, paths.manualItemEditPattern].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/manual-item-form.tsx')).ManualItemFormPage }),
          })),
          {
            path: paths.disputeCenter,
            lazy: async () => ({ Component: (await import('./routes/dispute-center.tsx')).DisputeCenterPage }),
          },
          {
            path: paths.disputes,
            lazy: async () => ({ Component: (await import('./routes/disputes.tsx')).DisputesPage }),
          },
          { path: paths.upload, lazy: async () => ({ Component: (await import('./routes/upload.tsx')).UploadPage }) },
          {
            path: paths.account,
            lazy: async () => ({ Component: (await import('./routes/account.tsx')).AccountPage }),
          },
          {
            element: <RequireAdmin />,
            children: [paths.adminDashboard, paths.admin].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import('./routes/admin-dashboard.tsx')).AdminDashboardPage }),
            })),
          },
        ],
      },
      {
        // Pages anyone may read: a member sees them in the app, a visitor with the public header and footer.
        element: <RequireAuth visitor="public" />,
        children: [
          {
            path: paths.education,
            lazy: async () => ({ Component: (await import('./routes/education.tsx')).EducationPage }),
          },
          {
            path: paths.legalPattern,
            lazy: async () => ({ Component: (await import('./routes/legal.tsx')).LegalPage }),
          },
          {
            path: paths.accountDeleted,
            lazy: async () => ({ Component: (await import('./routes/account-deleted.tsx')).AccountDeletedPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
