import { useTranslation } from 'react-i18next';
import { paths } from '#client/lib/paths.ts';
import { Button } from '../ui/button.tsx';

/** "Member login": a visitor's way in from any public page. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <a href={paths.login}>{t('landing.memberLogin')}</a>
    </Button>
  );
}
