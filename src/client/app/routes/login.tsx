import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/errors/loading-screen.tsx';
import { PublicHeader } from '../../components/layouts/public-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../lib/paths.ts';
import { useAdminAccess } from '../../lib/use-admin-access.ts';

type Tab = 'signin' | 'signup';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const adminEnabled = useAdminAccess();
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  const goToDashboard = () => navigate(paths.dashboard);
  return (
    <div className="min-h-dvh">
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        <Tabs
          value={tab}
          onValueChange={(value) => setSearchParams(value === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
        >
          <TabsList>
            <TabsTrigger value="signin">{t('auth.signInTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <Card>
              <CardHeader>
                <CardTitle>{t('auth.signInTitle')}</CardTitle>
                <CardDescription>{t('auth.signInSubtitle')}</CardDescription>
              </CardHeader>
              <CardContent>
                <LoginForm onSuccess={goToDashboard} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="signup">
            <Card>
              <CardHeader>
                <CardTitle>{t('auth.signUpTitle')}</CardTitle>
                <CardDescription>{t('auth.signUpSubtitle')}</CardDescription>
              </CardHeader>
              <CardContent>
                <RegisterForm onSuccess={goToDashboard} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
        {adminEnabled && <AdminLogin />}
      </main>
    </div>
  );
}

/** Spec: with admin access on, an "Admin Access" divider and a button to the server's login route. */
function AdminLogin() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-4">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span aria-hidden className="h-px flex-1 bg-border" />
        <span>{t('adminAccess.divider')}</span>
        <span aria-hidden className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" size="lg">
        <a href={paths.apiLogin}>
          <ShieldCheck aria-hidden />
          {t('adminAccess.login')}
        </a>
      </Button>
    </div>
  );
}
