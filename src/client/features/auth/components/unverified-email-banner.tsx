import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Until the member confirms their email, paying and sending letters are refused: say so on every page. */
export function UnverifiedEmailBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (user.emailVerified) return null;
  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
        <MailWarning className="hidden size-5 shrink-0 sm:block" aria-hidden />
        <p className="flex-1 text-sm [overflow-wrap:anywhere]">{t('auth.unverified.text', { email: user.email })}</p>
        <ResendVerificationButton email={user.email} variant="outline" size="sm" className="w-full sm:w-auto" />
      </div>
    </div>
  );
}
