import { useTranslation } from 'react-i18next';
import { paths } from '#client/lib/paths.ts';
import { ButtonAnchor } from '../ui/button.tsx';

/** "Member login": a visitor's way in from any public page. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <ButtonAnchor href={paths.login} variant="outline">
      {t('landing.memberLogin')}
    </ButtonAnchor>
  );
}
