import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { aNegativeItem } from '../../../test-support/credit.ts';
import { renderWithApp } from '../../../test-support/render.tsx';
import { NegativeItemCard } from './negative-item-card.tsx';

describe('NegativeItemCard', () => {
  it('marks an item the member typed in, so it is never taken for a bureau’s own record', async () => {
    renderWithApp(<NegativeItemCard item={aNegativeItem({ enteredByHand: true })} onOpen={() => undefined} />);
    expect(screen.getByText('Entered by you')).toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('Ingresada por usted')).toBeInTheDocument();
  });

  it('has no such mark for an item read from a report', () => {
    renderWithApp(<NegativeItemCard item={aNegativeItem()} onOpen={() => undefined} />);
    expect(screen.queryByText('Entered by you')).toBeNull();
  });
});
