import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCreditReport } from '#client/test-support/credit.ts';
import { renderWithApp } from '#client/test-support/render.tsx';
import { DataSourceNotice } from './data-source-notice.tsx';

const report = aCreditReport([]);

describe('DataSourceNotice', () => {
  it('says the demo report is sample data', () => {
    renderWithApp(<DataSourceNotice report={report} />);
    expect(screen.getByRole('note')).toHaveTextContent(/This is sample data made up for a demonstration/);
  });

  it('says a hand-entered report is the member’s own items, with the way to change them', () => {
    renderWithApp(<DataSourceNotice report={{ ...report, dataSource: 'manual', format: 'manual' }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Items you entered from your reports, last changed on 11/01/2026.',
    );
    expect(screen.getByRole('link', { name: 'See or change your items' })).toHaveAttribute(
      'href',
      '/credit-report/my-items',
    );
  });

  it('says an imported report comes from the member’s file, with no link to hand entry', () => {
    renderWithApp(<DataSourceNotice report={{ ...report, dataSource: 'mismo', format: 'mismo-3.4' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Imported from your credit report file on 11/01/2026.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
