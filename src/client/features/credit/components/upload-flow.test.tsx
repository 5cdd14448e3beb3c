import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { answerUploadWith, renderWithApp } from '#client/test-support/render.tsx';
import { UploadFlow } from './upload-flow.tsx';

async function uploadReport() {
  renderWithApp(<UploadFlow />);
  await userEvent.click(screen.getByRole('button', { name: /Choose my file|Elegir mi archivo/ }));
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File(['<MESSAGE/>'], 'report.xml', { type: 'text/xml' }));
}

describe('UploadFlow', () => {
  it('names the borrower of somebody else’s report, and offers hand entry instead', async () => {
    answerUploadWith(409, {
      code: 'REPORT_NOT_YOURS',
      message: 'The report is for CONDI TESTCASE',
      reason: 'name',
      borrowerName: 'CONDI TESTCASE',
    });
    await uploadReport();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This report is for CONDI TESTCASE, not for you. Upload a report in your own name.',
    );
    expect(screen.getByRole('link', { name: 'Enter the items by hand instead' })).toHaveAttribute(
      'href',
      '/credit-report/my-items',
    );
  });

  it('says what a vendor’s status file means, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    answerUploadWith(422, { code: 'INVALID_CREDIT_REPORT', message: 'x', reason: 'vendor_other_format' });
    await uploadReport();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Su proveedor envió este reporte solo como PDF o página web, no como datos MISMO.',
    );
    expect(screen.getByRole('link', { name: 'Mejor ingresar las partidas a mano' })).toBeInTheDocument();
  });

  it('says the file is one a lender or credit-repair service gave, which most people do not have', async () => {
    renderWithApp(<UploadFlow />);
    expect(screen.getByText(/a lender or credit-repair service gave you/)).toBeInTheDocument();
    expect(screen.getByText(/Most people do not have one/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/your credit report provider/);
    await i18n.changeLanguage('es');
    expect(await screen.findByText(/La mayoría de las personas no tiene uno/)).toBeInTheDocument();
  });
});
