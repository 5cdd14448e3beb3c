import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../app/theme-provider.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { LandingPage } from './landing.tsx';

/** As src/client/landing-main.tsx renders it: no router, no query client. */
function renderLandingEntry() {
  return render(
    <ThemeProvider>
      <LandingPage />
      <Toaster />
    </ThemeProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('shows every section of the spec, in its order', () => {
    renderLandingEntry();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Fix what's wrong on your credit report");
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Plans at a glance',
      'What members say',
      'How it works',
      'What you get with CreditPath',
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

  it('starts the onboarding with the plan a visitor picks', () => {
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
    expect(
      within(pricing).getByText(/cancel any plan within 3 business days of signing for a full refund/),
    ).toBeVisible();
    expect(
      within(section('Plans at a glance'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/onboarding?plan=onetime', '/onboarding?plan=monthly', '/onboarding?plan=premium']);
  });

  it('leads members and email users to sign in, and shows no admin login by default', () => {
    renderLandingEntry();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Email login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'Admin login' })).toBeNull();
  });

  it('Learn More moves to the testimonials, with their figures, stars and note', async () => {
    const user = userEvent.setup();
    renderLandingEntry();
    const testimonials = section('What members say');
    expect(testimonials).toHaveAttribute('id', 'testimonials');
    await user.click(screen.getByRole('link', { name: 'Learn more' }));
    expect(testimonials).toHaveFocus();
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    expect(within(testimonials).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    for (const figure of ['2,500+', '89%', '125', '3']) expect(within(testimonials).getByText(figure)).toBeVisible();
    expect(within(testimonials).getByText(/Results vary/)).toBeVisible();
  });

  it('gives the support email and response time', () => {
    renderLandingEntry();
    const contact = section('Contact us');
    expect(within(contact).getByRole('link', { name: 'support@creditpath.example' })).toHaveAttribute(
      'href',
      'mailto:support@creditpath.example',
    );
    expect(within(contact).getByText('We usually answer within 24 hours.')).toBeVisible();
  });

  it('remembers the account preferences on this device', async () => {
    const user = userEvent.setup();
    localStorage.setItem('hasBankruptcy', 'true');
    renderLandingEntry();
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

  it('links the legal documents and states the disclaimer in the footer', () => {
    renderLandingEntry();
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

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderLandingEntry();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Corrija lo que está mal en su reporte de crédito',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar con Profesional' })).toHaveAttribute(
      'href',
      '/onboarding?plan=monthly',
    );
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '#testimonials');
    expect(screen.getAllByRole('img', { name: 'Calificación: 5 de 5' })).toHaveLength(3);
    expect(screen.getByText('Normalmente respondemos en menos de 24 horas.')).toBeInTheDocument();
  });
});
