import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { FinePrint } from './fine-print.tsx';

describe('FinePrint', () => {
  it('links the three documents with targets at least 24 px tall, as they wrap in Spanish (WCAG 2.5.8)', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<FinePrint />);
    const links = ['Términos del servicio', 'Política de privacidad', 'Derechos según la CROA'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/legal/terms',
      '/legal/privacy',
      '/legal/croa-rights',
    ]);
    // jsdom lays nothing out: the height is the class that sets it (min-h-6 = 1.5rem = 24 px).
    for (const link of links) expect(link).toHaveClass('min-h-6');
  });
});
