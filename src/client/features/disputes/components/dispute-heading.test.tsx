import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { aDispute } from '#client/test-support/disputes.ts';
import { mailingRoutes, noMailingOffer } from '#client/test-support/mailing.ts';
import { renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { DisputeHeading } from './dispute-heading.tsx';

// The member chose "Payment was made on time" on the create form, then the dates in the item's dialog.
const dispute = aDispute({
  disputeReason: 'paid_on_time',
  reasonCodes: ['paid_on_time', 'incorrect_dates'],
  reasonText: 'Payment was made on time',
});

describe('DisputeHeading', () => {
  beforeEach(() => {
    serveApi(mailingRoutes({ offer: noMailingOffer() }));
  });

  it('names every reason the member chose, as the admin reads them too', () => {
    renderWithApp(<DisputeHeading dispute={dispute} />);
    expect(screen.getByText('Reasons:')).toBeInTheDocument();
    expect(screen.getByText('I made my payments on time · The dates are wrong')).toBeInTheDocument();
  });

  it('says "Reason" for one', () => {
    renderWithApp(<DisputeHeading dispute={aDispute()} />);
    expect(screen.getByText('Reason:')).toBeInTheDocument();
    expect(screen.getByText('This account is not mine')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<DisputeHeading dispute={dispute} />);
    expect(screen.getByText('Motivos:')).toBeInTheDocument();
    expect(screen.getByText('Hice mis pagos a tiempo · Las fechas son incorrectas')).toBeInTheDocument();
  });
});
