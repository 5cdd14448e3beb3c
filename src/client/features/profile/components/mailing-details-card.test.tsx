import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile } from '#client/test-support/disputes.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { MailingDetailsCard } from './mailing-details-card.tsx';

describe('MailingDetailsCard', () => {
  it('starts the missing details from the name the account was opened with', async () => {
    renderWithApp(<MailingDetailsCard profile={null} accountName={{ firstName: 'Rosa', lastName: 'Díaz' }} />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Last name')).toHaveValue('Díaz');
    expect(screen.getByLabelText('Street address')).toHaveValue('');
  });

  it('prefers the details the member saved over the account’s name', async () => {
    renderWithApp(
      <MailingDetailsCard
        profile={aProfile({ firstName: 'Rosa María', lastName: 'Díaz' })}
        accountName={{ firstName: 'Rosa', lastName: 'Díaz' }}
      />,
    );
    (await screen.findByRole('button', { name: /Edit/ })).click();
    expect(await screen.findByLabelText('First name')).toHaveValue('Rosa María');
  });
});
