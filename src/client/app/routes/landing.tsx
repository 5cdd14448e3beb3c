import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from '../../components/layouts/public-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.login}>{t('landing.memberLogin')}</Link>
          </Button>
        }
      />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-6 px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.headline')}</h1>
        <p className="text-lg text-muted-foreground">{t('landing.subheadline')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.signup}>{t('landing.getStarted')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.login}>{t('landing.alreadyMember')}</Link>
          </Button>
        </div>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-xs text-muted-foreground">
        {t('landing.disclaimer')}
      </footer>
    </div>
  );
}
