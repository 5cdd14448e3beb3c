import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import type { AdminTestimonial } from '#shared/schemas/testimonials.ts';
import { TestimonialsTab } from './testimonials-tab.tsx';

const ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const aTestimonial = (overrides: Partial<AdminTestimonial> = {}): AdminTestimonial => ({
  id: ID,
  firstName: 'Rosa',
  city: 'El Paso, TX',
  quote: 'I finally understood my report.',
  language: 'en',
  consentText: 'You may show my words with my first name and city.',
  consentSource: 'signed_form',
  consentGivenOn: '2026-11-20',
  recordedBy: 'admin@example.com',
  createdAt: '2026-11-22T15:00:00.000Z',
  status: 'review',
  publishedAt: null,
  withdrawnAt: null,
  ...overrides,
});

describe('TestimonialsTab', () => {
  it('shows each testimonial with its consent record, and publishes one in review', async () => {
    const fetch = serveApi({
      'GET /api/admin/testimonials': () => jsonResponse(200, { testimonials: [aTestimonial()] }),
      [`POST /api/admin/testimonials/${ID}/publication`]: () =>
        jsonResponse(200, aTestimonial({ status: 'published', publishedAt: '2026-11-22T16:00:00.000Z' })),
    });
    renderWithApp(<TestimonialsTab />);
    const item = (await screen.findByText('Rosa, El Paso, TX')).closest('li') as HTMLElement;
    expect(within(item).getByText('In review')).toBeInTheDocument();
    expect(within(item).getByText(/Consent by Signed form on 11\/20\/2026/)).toBeInTheDocument();
    expect(within(item).getByText('“You may show my words with my first name and city.”')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetch, `POST /api/admin/testimonials/${ID}/publication`)[0]).toEqual({ published: true }),
    );
  });

  it('asks before recording a withdrawal, and offers nothing more for a withdrawn one', async () => {
    const fetch = serveApi({
      'GET /api/admin/testimonials': () =>
        jsonResponse(200, {
          testimonials: [
            aTestimonial({ status: 'published', publishedAt: '2026-11-22T16:00:00.000Z' }),
            aTestimonial({ id: '8b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', firstName: 'Ana', status: 'withdrawn' }),
          ],
        }),
      [`POST /api/admin/testimonials/${ID}/withdrawal`]: () => jsonResponse(200, aTestimonial({ status: 'withdrawn' })),
    });
    renderWithApp(<TestimonialsTab />);
    const published = (await screen.findByText('Rosa, El Paso, TX')).closest('li') as HTMLElement;
    expect(within(published).getByRole('button', { name: 'Take off the page' })).toBeInTheDocument();
    await userEvent.click(within(published).getByRole('button', { name: 'Consent withdrawn' }));
    expect(within(published).getByText(/will never be shown again/)).toBeInTheDocument();
    await userEvent.click(within(published).getByRole('button', { name: 'Yes, withdrawn' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url) === `/api/admin/testimonials/${ID}/withdrawal`)).toBe(true),
    );
    const withdrawn = screen.getByText('Ana, El Paso, TX').closest('li') as HTMLElement;
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button')).toBeNull();
  });

  it('requires the consent and one given name before sending anything', async () => {
    const fetch = serveApi({
      'GET /api/admin/testimonials': () => jsonResponse(200, { testimonials: [] }),
      'POST /api/admin/testimonials': () => jsonResponse(201, aTestimonial()),
    });
    renderWithApp(<TestimonialsTab />);
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Rosa Martinez');
    await user.type(screen.getByLabelText('City'), 'El Paso, TX');
    await user.type(screen.getByLabelText('Their words'), 'I finally understood my report.');
    await user.click(screen.getByRole('button', { name: 'Save for review' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('The consent they gave, word for word')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date given')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('The consent they gave, word for word'), 'You may show my words.');
    await user.selectOptions(screen.getByLabelText('How they gave it'), 'signed_form');
    await user.type(screen.getByLabelText('Date given'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Save for review' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/admin/testimonials')[0]).toEqual({
        firstName: 'Rosa',
        city: 'El Paso, TX',
        quote: 'I finally understood my report.',
        language: 'en',
        consentText: 'You may show my words.',
        consentSource: 'signed_form',
        consentGivenOn: '2026-11-20',
      }),
    );
    expect(await screen.findByText('Testimonial saved for review.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveApi({ 'GET /api/admin/testimonials': () => jsonResponse(200, { testimonials: [aTestimonial()] }) });
    renderWithApp(<TestimonialsTab />);
    expect(await screen.findByText('En revisión')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agregar un testimonio' })).toBeInTheDocument();
  });
});
