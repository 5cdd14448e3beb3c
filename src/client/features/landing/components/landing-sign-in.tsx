import { Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInLink } from '#client/components/layouts/sign-in-link.tsx';
import { ButtonAnchor } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import { useAdminAccess } from '#client/lib/use-admin-access.ts';

/**
 * The landing header's ways in. "Email login" goes where "Member login" does, so small screens show
 * only the latter (docs/product-rules.md, Public pages). The admin option appears only when admin access is on.
 */
export function LandingSignIn() {
  const { t } = useTranslation();
  const adminEnabled = useAdminAccess();
  return (
    <>
      <ButtonAnchor href={paths.login} icon={Mail} variant="ghost" className="hidden md:inline-flex">
        {t('landing.header.emailLogin')}
      </ButtonAnchor>
      <SignInLink />
      {adminEnabled && (
        <ButtonAnchor href={paths.apiLogin} icon={ShieldCheck} variant="outline" className="px-3 sm:px-4">
          <span className="sr-only sm:not-sr-only">{t('adminAccess.login')}</span>
        </ButtonAnchor>
      )}
    </>
  );
}
