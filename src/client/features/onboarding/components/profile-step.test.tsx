import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aSavedProfile } from '#client/test-support/onboarding.ts';
import { jsonResponse, renderWithApp, sentBodies, serveApi } from '#client/test-support/render.tsx';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { ProfileStep } from './profile-step.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fillValidProfile() {
  await userEvent.type(field('First name'), 'Ana');
  await userEvent.type(field('Last name'), 'Ruiz');
  await userEvent.type(field('Email'), 'ana@example.com');
  fireEvent.change(field('Date of birth'), { target: { value: '1985-04-12' } });
  await userEvent.type(field('Phone'), '5551234567');
  await userEvent.type(field('Social Security number'), '123456789');
  await userEvent.type(field('Street address'), '12 Main Street');
  await userEvent.type(field('City'), 'Phoenix');
  await userEvent.selectOptions(field('State'), 'AZ');
  await userEvent.type(field('ZIP code'), '85001');
}

describe('ProfileStep', () => {
  it('shows each rule under its field', async () => {
    renderWithApp(<ProfileStep profile={null} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Enter a valid email address.',
      'Enter a valid date of birth.',
      'Enter the 9 digits of your Social Security number.',
      'Enter a phone number like (555) 123-4567.',
      'Street must be at least 5 characters.',
      'City must be at least 2 characters.',
      'Choose your state or territory.',
      'Enter a ZIP code like 12345 or 12345-6789.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rules in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<ProfileStep profile={null} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese los 9 dígitos de su número de Seguro Social.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un código postal como 12345 o 12345-6789.')).toBeInTheDocument();
    expect(screen.getByText('Elija su estado o territorio.')).toBeInTheDocument();
  });

  it('masks the SSN by default, keeps nine digits as XXX-XX-XXXX, and formats the phone', async () => {
    renderWithApp(<ProfileStep profile={null} onSaved={() => undefined} />);
    const ssn = field('Social Security number');
    expect(ssn).toHaveAttribute('type', 'password');
    await userEvent.type(ssn, '123-45 6789 99x');
    expect(ssn.value).toBe('123-45-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(ssn).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Social Security number' }));
    expect(ssn).toHaveAttribute('type', 'password');

    const phone = field('Phone');
    expect(phone).toHaveAttribute('maxLength', '14');
    await userEvent.type(phone, '555123');
    expect(phone.value).toBe('(555) 123');
    await userEvent.type(phone, '4567');
    expect(phone.value).toBe('(555) 123-4567');
    expect(field('ZIP code')).toHaveAttribute('maxLength', '10');
  });

  it('sends the profile and goes on', async () => {
    const fetch = serveApi({ 'PUT /api/onboarding/profile': () => jsonResponse(200, anOnboardingState()) });
    const onSaved = vi.fn();
    renderWithApp(<ProfileStep profile={null} onSaved={onSaved} />);
    await fillValidProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies(fetch, 'PUT /api/onboarding/profile')).toEqual([
      {
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Ruiz',
        dateOfBirth: '1985-04-12',
        ssn: '123456789',
        phone: '(555) 123-4567',
        address: { street: '12 Main Street', city: 'Phoenix', state: 'AZ', zipCode: '85001' },
      },
    ]);
  });

  it('puts the server’s objection under its field and keeps everything typed', async () => {
    serveApi({
      'PUT /api/onboarding/profile': () =>
        jsonResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          issues: [{ path: 'address.zipCode', code: 'custom', message: 'onboarding.errors.zipInvalid' }],
        }),
    });
    const onSaved = vi.fn();
    renderWithApp(<ProfileStep profile={null} onSaved={onSaved} />);
    await fillValidProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Enter a ZIP code like 12345 or 12345-6789.')).toBeInTheDocument();
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some of the information is not valid. Please check the fields.')).toBeInTheDocument();
    expect(field('First name').value).toBe('Ana');
    expect(field('City').value).toBe('Phoenix');
    expect(field('Social Security number').value).toBe('123-45-6789');
    expect(field('ZIP code').value).toBe('85001');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps a saved SSN when the field is left blank: it is never shown and not sent', async () => {
    const fetch = serveApi({ 'PUT /api/onboarding/profile': () => jsonResponse(200, anOnboardingState()) });
    const onSaved = vi.fn();
    renderWithApp(<ProfileStep profile={aSavedProfile()} onSaved={onSaved} />);
    expect(field('Social Security number').value).toBe('');
    expect(screen.getByText('Saved: XXX-XX-6789 — leave blank to keep it.')).toBeInTheDocument();
    expect(field('First name').value).toBe('Ana');
    expect(field('State').value).toBe('AZ');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = sentBodies(fetch, 'PUT /api/onboarding/profile');
    expect(body).not.toHaveProperty('ssn');
    expect(body).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
  });
});
