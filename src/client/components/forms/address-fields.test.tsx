import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { fieldAria } from '../ui/form-field.tsx';
import { AddressFields } from './address-fields.tsx';

function AddressForm() {
  const { register } = useForm<{ address: { street: string; city: string; state: string; zipCode: string } }>();
  const field = (id: string) => ({ id, error: undefined, aria: fieldAria(id, undefined) });
  return (
    <AddressFields
      fields={{ street: field('street'), city: field('city'), state: field('state'), zipCode: field('zip') }}
      register={register}
    />
  );
}

const territories = ['PR', 'GU', 'VI', 'AS', 'MP'];
const optionNames = (codes: string[]) => {
  const select = screen.getByRole('combobox');
  return codes.map(
    (code) =>
      within(select).getByRole('option', { name: (_, el) => (el as HTMLOptionElement).value === code }).textContent,
  );
};

describe('AddressFields: the state list', () => {
  it('lists the states, DC and the five territories by name, each sent as its USPS code', () => {
    renderWithApp(<AddressForm />);
    expect(within(screen.getByRole('combobox')).getAllByRole('option')).toHaveLength(1 + 51 + 5);
    expect(optionNames(['TX', 'DC', ...territories])).toEqual([
      'Texas',
      'District of Columbia',
      'Puerto Rico',
      'Guam',
      'U.S. Virgin Islands',
      'American Samoa',
      'Northern Mariana Islands',
    ]);
  });

  it('names them in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<AddressForm />);
    expect(optionNames(['NY', ...territories])).toEqual([
      'Nueva York',
      'Puerto Rico',
      'Guam',
      'Islas Vírgenes de los EE. UU.',
      'Samoa Americana',
      'Islas Marianas del Norte',
    ]);
  });
});
