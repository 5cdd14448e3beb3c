import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#client/lib/paths.ts';
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from '#shared/constants/legal.ts';
import { ScrollLink } from './scroll-link.tsx';

const LEGAL_LABELS: Readonly<Record<LegalDocumentId, 'terms' | 'privacy' | 'croaRights' | 'rightToCancel'>> = {
  terms: 'terms',
  privacy: 'privacy',
  'croa-rights': 'croaRights',
  'right-to-cancel': 'rightToCancel',
};

const linkClass =
  'inline-flex min-h-9 items-center rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function FooterList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h2 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h2>
      <ul aria-labelledby={id} className="grid gap-1">
        {children}
      </ul>
    </div>
  );
}

/** A footer link: to a section of the landing page by its id, or to another page by its address. */
function FooterLink({ children, ...to }: { children: ReactNode } & ({ section: string } | { href: string })) {
  return (
    <li>
      {'section' in to ? (
        <ScrollLink page={paths.landing} targetId={to.section} className={linkClass}>
          {children}
        </ScrollLink>
      ) : (
        <a href={to.href} className={linkClass}>
          {children}
        </a>
      )}
    </li>
  );
}

/**
 * The footer of every public page. Its section links lead to the landing page's sections (gliding there when
 * they are on the page already); like the rest of it, they need no router, so the landing entry stays light.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-card px-4 py-10 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-6xl gap-8">
        <nav aria-label={t('landing.footer.navLabel')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <FooterList id="footer-services" title={t('landing.footer.services.title')}>
            <FooterLink section="how-it-works">{t('landing.footer.services.howItWorks')}</FooterLink>
            <FooterLink section="pricing">{t('landing.footer.services.pricing')}</FooterLink>
            <FooterLink href={paths.onboarding}>{t('landing.footer.services.start')}</FooterLink>
          </FooterList>
          <FooterList id="footer-support" title={t('landing.footer.support.title')}>
            <FooterLink section="faq">{t('landing.footer.support.faq')}</FooterLink>
            <FooterLink section="contact">{t('landing.footer.support.contact')}</FooterLink>
            <FooterLink href={paths.login}>{t('landing.footer.support.signIn')}</FooterLink>
          </FooterList>
          <FooterList id="footer-legal" title={t('landing.footer.legal.title')}>
            {LEGAL_DOCUMENT_IDS.map((id) => (
              <FooterLink key={id} href={paths.legal(id)}>
                {t(`landing.footer.legal.${LEGAL_LABELS[id]}`)}
              </FooterLink>
            ))}
          </FooterList>
        </nav>
        <div className="grid gap-2 border-t border-border pt-6 text-xs">
          <p>{t('landing.footer.disclaimer')}</p>
          <p>{t('landing.footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
