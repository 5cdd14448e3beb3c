import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/errors/loading-screen.tsx';
import { PublicHeader } from '../../components/layouts/public-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../lib/paths.ts';

type Tab = 'signin' | 'signup';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
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
      </main>
    </div>
  );
}
