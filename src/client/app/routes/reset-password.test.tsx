import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import {
  aMember,
  expectPasswordTooCommonShown,
  jsonResponse,
  linkInvalid,
  passwordTooCommon,
  renderWithApp,
  serveApi,
} from '#client/test-support/render.tsx';
import { ResetPasswordPage } from './reset-password.tsx';

function renderPage(path = '/reset-password?token=reset-1') {
  return renderWithApp(<ResetPasswordPage />, {
    path,
    extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
}

async function choose(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  it('saves the new password with the token, signs in and says every other device was signed out', async () => {
    const member = aMember();
    const fetchMock = serveApi({ 'POST /api/auth/password/reset': () => jsonResponse(200, member) });
    const { queryClient } = renderPage();
    await choose('a-new-password-1');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('You were signed out everywhere else.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'reset-1',
      password: 'a-new-password-1',
    });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(member);
  });

  it('checks the confirmation before sending', async () => {
    const fetchMock = serveApi({});
    renderPage();
    await choose('a-new-password-1', 'another-one-2');
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts "too common" under the new password', async () => {
    serveApi({
      'POST /api/auth/password/reset': () => passwordTooCommon(),
    });
    renderPage();
    await choose('password123');
    await expectPasswordTooCommonShown();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['expired', 'This link has expired', /work for 1 hour/],
    ['used', 'This link was already used', /Each reset link works once/],
    ['superseded', 'A newer link was sent', /only the newest link works/],
    ['invalid', "This link doesn't work", /copied the whole link/],
  ])('LINK_INVALID (%s) shows its own page with a way to a new link', async (reason, title, text) => {
    serveApi({
      'POST /api/auth/password/reset': () => linkInvalid(reason),
    });
    renderPage();
    await choose('a-new-password-1');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('a link without a token goes straight to the broken-link page', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
  });
});
