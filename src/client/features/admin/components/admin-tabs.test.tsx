import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { pageOf, serveAdmin, someMetrics } from '#client/test-support/admin.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { ADMIN_TABS } from '../admin-tabs.ts';
import { AdminTabs } from './admin-tabs.tsx';

function renderTabs() {
  serveAdmin({ '/api/admin/metrics': someMetrics(), '/api/admin/disputes': { disputes: [], ...pageOf(0) } });
  renderWithApp(<AdminTabs tab="overview" onTabChange={() => undefined} />);
  return screen.getByRole('tablist');
}

describe('AdminTabs', () => {
  it('lays all nine tabs out on rows that wrap, so none is scrolled out of sight on a phone', () => {
    const list = renderTabs();
    expect(within(list).getAllByRole('tab')).toHaveLength(ADMIN_TABS.length);
    expect(list).toHaveClass('flex-wrap');
    expect(list).not.toHaveClass('overflow-x-auto');
  });

  it('names every tab in Spanish', async () => {
    await i18n.changeLanguage('es');
    const list = renderTabs();
    expect(list).toHaveAccessibleName('Secciones de administración');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Resumen',
      'Usuarios',
      'Suscripciones',
      'Disputas',
      'Envíos por correo',
      'Estadísticas',
      'Expedientes de clientes',
      'Registro de auditoría',
      'Testimonios',
    ]);
  });
});
