import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { ButtonAnchor } from '#client/components/ui/button.tsx';
import { TitledCard } from '#client/components/ui/card.tsx';
import { Divider } from '#client/components/ui/divider.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { AuthPage } from '#client/features/auth/components/auth-page.tsx';
import { CheckEmail } from '#client/features/auth/components/check-email.tsx';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { PasskeySignIn } from '#client/features/auth/components/passkey-sign-in.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { useAdminAccess } from '#client/lib/use-admin-access.ts';

type Tab = 'signin' | 'signup';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const adminEnabled = useAdminAccess();
  // After signing up, the tab says where the link went instead of showing the form again.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  const showTab = (value: string) => setSearchParams(value === 'signup' ? { tab: 'signup' } : {}, { replace: true });
  return (
    <AuthPage>
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList>
          <TabsTrigger value="signin">{t('auth.signInTab')}</TabsTrigger>
          <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <TitledCard title={t('auth.signInTitle')} description={t('auth.signInSubtitle')}>
            <LoginForm onSuccess={() => navigate(paths.dashboard)} />
            <PasskeySignIn onSuccess={() => navigate(paths.dashboard)} />
          </TitledCard>
        </TabsContent>
        <TabsContent value="signup">
          {registeredEmail ? (
            <CheckEmail
              email={registeredEmail}
              onSignIn={() => {
                setRegisteredEmail(null);
                showTab('signin');
              }}
            />
          ) : (
            <TitledCard title={t('auth.signUpTitle')} description={t('auth.signUpSubtitle')}>
              <RegisterForm onRegistered={setRegisteredEmail} />
            </TitledCard>
          )}
        </TabsContent>
      </Tabs>
      {adminEnabled && <AdminLogin />}
    </AuthPage>
  );
}

/** Admin access on: an "Admin Access" divider, a button to the server's sign-in (docs/product-rules.md, Accounts). */
function AdminLogin() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Divider>{t('adminAccess.divider')}</Divider>
      <ButtonAnchor href={paths.apiLogin} icon={ShieldCheck} variant="outline" size="lg">
        {t('adminAccess.login')}
      </ButtonAnchor>
    </div>
  );
}
