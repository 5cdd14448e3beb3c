import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';

/** The Terms / Privacy / CROA Rights buttons open the real documents (docs/product-rules.md, Plans). */
export function FinePrint() {
  const { t } = useTranslation();
  const links = [
    ['terms', paths.legal('terms')],
    ['privacy', paths.legal('privacy')],
    ['croaRights', paths.legal('croa-rights')],
  ] as const;
  return (
    <footer className="grid gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
      <p>{t('subscribe.finePrint')}</p>
      <nav className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map(([key, to]) => (
          // At least 24 px tall (WCAG 2.5.8): in Spanish the links wrap onto lines only 4 px apart.
          <Link
            key={key}
            to={to}
            className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(`subscribe.${key}`)}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
