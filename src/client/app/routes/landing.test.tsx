import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { ThemeProvider } from '#client/lib/theme-provider.tsx';
import { jsonResponse, renderWithApp, requestedUrls, serveApiByPath } from '#client/test-support/render.tsx';
import type { SiteFiguresResponse, SiteInfo } from '#shared/schemas/legal.ts';
import type { PublicTestimonial } from '#shared/schemas/testimonials.ts';
import { demoSiteInfo as demoSite } from '#shared/test-support/site.ts';
import { LandingPage } from './landing.tsx';

const configuredSite: SiteInfo = {
  businessName: 'Path Credit LLC',
  businessAddress: '100 Main Street, Suite 200, Austin, TX 78701',
  supportEmail: 'help@path.example',
  placeholders: [],
  paymentProcessor: 'stripe',
  creditProvider: 'mismo',
  pullsFromBureau: false,
  reportWays: ['manual', 'file'],
};
const someFigures: SiteFiguresResponse['figures'] = {
  membersHelped: 1204,
  lettersPrepared: 3310,
  outcomesRecorded: 312,
  deletedPercent: 41,
};
const rosa: PublicTestimonial = {
  firstName: 'Rosa',
  city: 'El Paso, TX',
  quote: 'Por fin entendí mi reporte.',
  language: 'es',
};

/** The server as the landing page asks it: who runs the site, the figures (or none), the testimonials. */
function serveLanding({
  site = configuredSite,
  figures = null,
  testimonials = [],
}: {
  site?: SiteInfo;
  figures?: SiteFiguresResponse['figures'];
  testimonials?: PublicTestimonial[];
} = {}) {
  return serveApiByPath({
    'GET /api/site': () => jsonResponse(200, site),
    'GET /api/site/figures': () => jsonResponse(200, { figures }),
    'GET /api/site/testimonials': () => jsonResponse(200, { testimonials }),
  });
}

/** Lets the answers already sent be read and shown before the test looks (or the next test starts). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** As src/client/landing-main.tsx renders it: no router, no query client. */
async function renderLandingEntry(answers: Parameters<typeof serveLanding>[0] = {}) {
  const fetch = serveLanding(answers);
  render(
    <ThemeProvider>
      <LandingPage />
      <Toaster />
    </ThemeProvider>,
  );
  // Every answer asked for (the banner and the page share the site's one request) and read.
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  await settle();
  return fetch;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('shows every section of the spec, in its order', async () => {
    await renderLandingEntry();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Fix what's wrong on your credit report");
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Plans at a glance',
      'Facts, not promises',
      'How it works',
      'In every plan',
      'Choose your plan',
      'Frequently asked questions',
      'Contact us',
      'Ready to start?',
      'Does any of this apply to you?',
    ]);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(main).toHaveAttribute('id', 'main');
  });

  it('claims no invented figure, member or rating: the law it uses until the records pass the thresholds', async () => {
    const user = userEvent.setup();
    await renderLandingEntry({ figures: null, testimonials: [] });
    const page = document.body.textContent ?? '';
    for (const invented of ['2,500', '89%', '125', 'Maria G.', 'James T.', 'Lucia R.', 'Houston', 'success rate']) {
      expect(page).not.toContain(invented);
    }
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();

    const facts = section('Facts, not promises');
    await user.click(screen.getByRole('link', { name: 'Learn more' }));
    expect(facts).toHaveFocus();
    expect(within(facts).getByRole('heading', { name: '30 days to investigate' })).toBeVisible();
    expect(within(facts).getByRole('heading', { name: 'Your rights as our client' })).toBeVisible();
    expect(within(facts).getByRole('heading', { name: '3 business days to cancel' })).toBeVisible();
    expect(within(facts).getByText(/Fair Credit Reporting Act \(§ 611\)/)).toBeVisible();
    expect(within(facts).queryByRole('term')).toBeNull();
    expect(within(facts).queryByRole('heading', { name: 'What members say' })).toBeNull();
    expect(within(facts).getByText(/Results vary/)).toBeVisible();
  });

  it('shows the figures the server counted once it publishes them, instead of the law', async () => {
    await renderLandingEntry({ figures: someFigures });
    const facts = section('Facts, not promises');
    await within(facts).findByText('1,204');
    expect(within(facts).getByText('3,310')).toBeVisible();
    expect(within(facts).getByText('41%')).toBeVisible();
    expect(within(facts).getByText('of the 312 bureau answers on record deleted the disputed item')).toBeVisible();
    expect(within(facts).getByText('Counted from our own records.')).toBeVisible();
    expect(within(facts).queryByRole('heading', { name: '30 days to investigate' })).toBeNull();
  });

  it('shows published testimonials with a first name and a city only, in their own language, with no stars', async () => {
    await renderLandingEntry({ testimonials: [rosa] });
    const facts = section('Facts, not promises');
    expect(await within(facts).findByRole('heading', { name: 'What members say' })).toBeVisible();
    const quote = within(facts).getByText('“Por fin entendí mi reporte.”');
    expect(quote.closest('figure')).toHaveAttribute('lang', 'es');
    expect(quote.closest('figure')).toHaveTextContent(/Rosa, El Paso, TX$/);
    expect(within(facts).getByText(/written consent/)).toBeVisible();
    expect(within(facts).queryByRole('img')).toBeNull();
  });

  it('gives the support email and the business address the server is configured with', async () => {
    await renderLandingEntry({ site: configuredSite });
    const contact = section('Contact us');
    expect(within(contact).getByRole('link', { name: 'help@path.example' })).toHaveAttribute(
      'href',
      'mailto:help@path.example',
    );
    expect(contact.querySelector('address')).toHaveTextContent(
      'Path Credit LLC100 Main Street, Suite 200, Austin, TX 78701',
    );
    expect(within(contact).queryByText(/We usually answer/)).toBeNull();
  });

  it('prints no placeholder on a demo installation, and its banner names the settings to set', async () => {
    await renderLandingEntry({ site: demoSite });
    const contact = section('Contact us');
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(within(contact).getByText('This installation has not published its contact details yet.')).toBeVisible();
    expect(document.body.textContent).not.toContain('support@creditpath.example');
    expect(screen.getByRole('status')).toHaveTextContent('BUSINESS_ADDRESS, SUPPORT_EMAIL');
  });

  it('sells only what every plan gets, and says when money is taken as the server takes it', async () => {
    await renderLandingEntry({ site: configuredSite });
    const pricing = section('Choose your plan');
    for (const unbacked of [
      'Priority support',
      'specialist',
      'Everything in Professional',
      'Email support for 30 days',
    ]) {
      expect(pricing).not.toHaveTextContent(unbacked);
    }
    const professional = within(pricing).getByRole('article', { name: 'Professional' });
    expect(professional).toHaveTextContent('5 disputes every month');
    expect(professional).toHaveTextContent('Each month charged after it ends, only if letters were prepared in it');
    expect(within(pricing).getByRole('article', { name: 'Basic' })).toHaveTextContent(
      'Charged once, after its letters are prepared',
    );
    expect(pricing).toHaveTextContent('that month is charged only if letters were prepared in it');
    expect(pricing).not.toHaveTextContent('payment link');
    expect(section('In every plan')).toHaveTextContent(/asking the collector to validate the debt/);
  });

  it('says a manual installation is paid by payment link after each month, only for its letters', async () => {
    await renderLandingEntry({ site: demoSite });
    const pricing = section('Choose your plan');
    expect(within(pricing).getByRole('article', { name: 'Premium' })).toHaveTextContent(
      'Each month paid through a payment link after it ends, only if letters were prepared in it',
    );
    expect(pricing).toHaveTextContent('that month is charged only if letters were prepared in it');
    expect(pricing).not.toHaveTextContent(/up front/);
    expect(pricing).not.toHaveTextContent('Charged once, after its letters are prepared');
  });

  it('starts the onboarding with the plan a visitor picks', async () => {
    serveLanding();
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Start with Basic' })).toHaveAttribute('href', '/onboarding?plan=onetime');
    expect(screen.getByRole('link', { name: 'Start with Professional' })).toHaveAttribute(
      'href',
      '/onboarding?plan=monthly',
    );
    expect(screen.getByRole('link', { name: 'Start with Premium' })).toHaveAttribute(
      'href',
      '/onboarding?plan=premium',
    );
    const pricing = section('Choose your plan');
    expect(within(pricing).getByText('$120.00')).toBeInTheDocument();
    expect(within(pricing).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pricing).getByText(/cancel any plan within 3 business days of signing at no cost/)).toBeVisible();
    expect(
      within(section('Plans at a glance'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/onboarding?plan=onetime', '/onboarding?plan=monthly', '/onboarding?plan=premium']);
    await settle();
  });

  it('leads members and email users to sign in, and shows no admin login by default', async () => {
    await renderLandingEntry();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Email login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'Admin login' })).toBeNull();
  });

  it('remembers the account preferences on this device', async () => {
    const user = userEvent.setup();
    localStorage.setItem('hasBankruptcy', 'true');
    await renderLandingEntry();
    const preferences = section('Does any of this apply to you?');
    expect(within(preferences).getByRole('checkbox', { name: 'A bankruptcy' })).toBeChecked();
    await user.click(within(preferences).getByRole('checkbox', { name: 'A child support account' }));
    expect(localStorage.getItem('hasChildSupport')).toBe('true');
    await user.click(within(preferences).getByRole('checkbox', { name: 'A bankruptcy' }));
    expect(localStorage.getItem('hasBankruptcy')).toBe('false');
    expect(within(preferences).getByRole('checkbox', { name: 'A repossession' })).not.toBeChecked();
    for (const issue of ['Medical bills', 'Late payments', 'Collections', 'Charge-offs']) {
      expect(within(preferences).getByText(issue)).toBeVisible();
    }
  });

  it('links the legal documents and states the disclaimer in the footer', async () => {
    await renderLandingEntry();
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('list', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/legal/terms', '/legal/privacy', '/legal/croa-rights', '/legal/right-to-cancel']);
    expect(within(footer).getByRole('list', { name: 'Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Support' })).toBeInTheDocument();
    expect(within(footer).getByText(/not a law firm/)).toHaveTextContent(
      /dispute inaccurate information .* at no cost/,
    );
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} CreditPath`))).toBeInTheDocument();
  });

  it('reads in Spanish, and asks for the testimonials in Spanish first', async () => {
    await i18n.changeLanguage('es');
    const fetch = await renderLandingEntry({ testimonials: [rosa] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Corrija lo que está mal en su reporte de crédito',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hechos, no promesas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar con Profesional' })).toHaveAttribute(
      'href',
      '/onboarding?plan=monthly',
    );
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '#facts');
    expect(await screen.findByRole('heading', { name: 'Lo que dicen nuestros miembros' })).toBeInTheDocument();
    expect(requestedUrls(fetch, '/api/site/testimonials').map((url) => url.searchParams.get('lang'))).toEqual(['es']);
    expect(screen.getByRole('heading', { name: '3 días hábiles para cancelar' })).toBeInTheDocument();
  });
});
