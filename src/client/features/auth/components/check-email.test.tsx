import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { CheckEmail } from './check-email.tsx';

describe('CheckEmail', () => {
  it('names the address, how long the link works, and that another device asks for the password', async () => {
    const onSignIn = vi.fn();
    renderWithApp(<CheckEmail email="ana@example.com" onSignIn={onSignIn} />);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ana@example.com. Open it within 24 hours/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'If you open it on a device where you are not signed in, you will choose your password there. It can be the same one you just chose.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<CheckEmail email="ana@example.com" onSignIn={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    expect(screen.getByText(/allí elegirá su contraseña/)).toBeInTheDocument();
  });
});
