import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { anIdDocument, aPullResult, aSavedProfile } from '#client/test-support/onboarding.ts';
import {
  type ApiRoutes,
  answerUploadWith,
  jsonResponse,
  renderWithApp,
  sentBodies,
  serveApi,
} from '#client/test-support/render.tsx';
import { aSite } from '#client/test-support/site.ts';
import type { ReportWay } from '#shared/constants/onboarding.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { BringReportsStep } from './bring-reports-step.tsx';

const site = (reportWays: ReportWay[]) =>
  aSite({ creditProvider: reportWays.includes('sample') ? 'demo' : 'mismo', reportWays });

/** A visitor at step 3: profile and both photos done, nothing brought yet. */
const atStep3 = (overrides: Partial<OnboardingStateResponse> = {}) =>
  anOnboardingState({
    currentStep: 3,
    completedSteps: [1, 2],
    profile: aSavedProfile(),
    documents: { front: anIdDocument('front'), back: anIdDocument('back') },
    ...overrides,
  });

/** The draft after one hand-entered item: its report holds that item. */
const withOneItem = () => {
  const result = { ...aPullResult(1), dataSource: 'manual' as const, isRealBureauData: true };
  return atStep3({
    completedSteps: [1, 2, 3],
    reportWay: 'manual',
    manualItems: [
      {
        id: '00000000-0000-4000-8000-0000000000aa',
        itemType: 'collection',
        creditorName: 'Midwest Recovery Group',
        originalCreditorName: null,
        bankruptcyChapter: null,
        accountNumberLast4: '1234',
        views: [
          {
            bureau: 'experian',
            paymentStatus: 'collection',
            accountStatus: null,
            balanceCents: null,
            dateOpened: null,
            dateReported: null,
            dateClosed: null,
            firstDelinquencyDate: null,
            chargeOffDate: null,
            lastPaymentDate: null,
            remarks: null,
          },
        ],
      },
    ],
    creditPull: { status: 'success', startedAt: null, finishedAt: null, errorCode: null, result },
  });
};

function renderStep(ways: ReportWay[], state: OnboardingStateResponse, routes: ApiRoutes = {}) {
  const fetch = serveApi({ 'GET /api/site': () => jsonResponse(200, site(ways)), ...routes });
  const onNext = vi.fn();
  const view = renderWithApp(<BringReportsStep state={state} onPrevious={() => undefined} onNext={onNext} />, {
    path: '/onboarding',
  });
  return { fetch, onNext, view };
}

describe('BringReportsStep', () => {
  it('in a MISMO installation lets a visitor type an item from a free report and go on to step 4', async () => {
    const { fetch, onNext, view } = renderStep(['manual', 'file'], atStep3(), {
      'POST /api/onboarding/manual-items': () => jsonResponse(201, withOneItem()),
    });
    expect(
      await screen.findByRole('heading', { name: 'Enter items from your free credit reports' }),
    ).toBeInTheDocument();
    const free = screen.getByRole('link', { name: /AnnualCreditReport\.com/ });
    expect(free).toHaveAttribute('href', 'https://www.annualcreditreport.com');
    expect(free).toHaveAccessibleName(/opens in a new tab/);
    expect(screen.getByText(/the creditor's name, part of the account number, the dates/)).toBeInTheDocument();
    // Nothing is pulled from a bureau: no consent to a pull, no inquiry, no waiting, no fee; and no sample here.
    const text = document.body.textContent ?? '';
    for (const words of [/soft inquiry/i, /authorize/i, /60 seconds/i, /fee/i, /SAMPLE/])
      expect(text).not.toMatch(words);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    await userEvent.selectOptions(screen.getByLabelText('What kind of item is it?'), 'collection');
    await userEvent.type(screen.getByLabelText('Creditor or collection agency'), 'Midwest Recovery Group');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Experian' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'collection');
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await vi.waitFor(() => expect(sentBodies(fetch, 'POST /api/onboarding/manual-items')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST /api/onboarding/manual-items')[0]).toMatchObject({
      itemType: 'collection',
      creditorName: 'Midwest Recovery Group',
      views: [{ bureau: 'experian', paymentStatus: 'collection' }],
    });
    // The draft's new state is the page's: the page shows it once it reads it again.
    view.unmount();
    const again = renderStep(['manual', 'file'], withOneItem());
    expect(await screen.findByRole('button', { name: 'Change Midwest Recovery Group' })).toBeInTheDocument();
    expect(screen.getByText(/Made from the items you entered/)).toBeInTheDocument();
    expect(screen.getByText('We found 1 negative item you may be able to dispute.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(again.onNext).toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('says a file is for those a lender or credit-repair service gave one, and names a refused file’s reason', async () => {
    answerUploadWith(409, { code: 'REPORT_NOT_YOURS', message: 'no', borrowerName: 'LUCIA TESTCASE', reason: 'name' });
    renderStep(['manual', 'file'], atStep3());
    expect(
      await screen.findByText(/If a lender or credit-repair service gave you a credit report file \(XML\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Most people do not have one/)).toBeInTheDocument();
    const file = new File(['<xml/>'], 'report.xml', { type: 'application/xml' });
    await userEvent.upload(screen.getByLabelText('Choose the .xml file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(/LUCIA TESTCASE/);
  });

  it('offers the SAMPLE only in a demonstration, and says it is not the visitor’s report', async () => {
    const sample = { ...aPullResult(2) };
    const { fetch } = renderStep(['manual', 'file', 'sample'], atStep3(), {
      'POST /api/onboarding/sample-report': () =>
        jsonResponse(
          201,
          atStep3({
            completedSteps: [1, 2, 3],
            reportWay: 'sample',
            creditPull: { status: 'success', startedAt: null, finishedAt: null, errorCode: null, result: sample },
          }),
        ),
    });
    expect(
      await screen.findByText(/It is not your credit report, and no bureau is asked for anything/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use the SAMPLE report' }));
    await vi.waitFor(() => expect(sentBodies(fetch, 'POST /api/onboarding/sample-report')).toHaveLength(1));
    expect(sentBodies(fetch, 'POST /api/onboarding/sample-report')[0]).toHaveProperty('preferences');
  });

  it('shows what was brought, with no estimate of points, and goes on', async () => {
    const { onNext } = renderStep(
      ['manual', 'file', 'sample'],
      atStep3({
        completedSteps: [1, 2, 3],
        reportWay: 'sample',
        creditPull: { status: 'success', startedAt: null, finishedAt: null, errorCode: null, result: aPullResult(6) },
      }),
    );
    // The sample is said to be one once, in the demonstration's note.
    expect(
      await screen.findByText(
        'This is sample data made up for a demonstration. It is not your real credit report and no bureau was contacted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('We found 6 negative items you may be able to dispute.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/points|increase/i);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderStep(['manual', 'file'], atStep3());
    expect(await screen.findByRole('heading', { name: 'Traiga sus reportes' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Ingrese partidas de sus reportes de crédito gratuitos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Si un prestamista o un servicio de reparación de crédito le dio/)).toBeInTheDocument();
  });
});
