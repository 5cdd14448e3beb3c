import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '#client/lib/toast-store.ts';
import { aPulledState } from '#client/test-support/onboarding.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { useStepNavigation } from './use-step-navigation.ts';

function Steps() {
  const { step, next } = useStepNavigation(aPulledState({ currentStep: 3 }));
  return (
    <>
      <p>Step {step}</p>
      <button type="button" onClick={next}>
        Next
      </button>
    </>
  );
}

describe('useStepNavigation', () => {
  // The app's toaster (rendered by renderWithApp) shows the toast.
  it('takes the toast of the step left behind away', async () => {
    serveApi({ 'PUT /api/onboarding/step': () => jsonResponse(200, aPulledState({ currentStep: 4 })) });
    renderWithApp(<Steps />);
    toast({ title: 'Item saved' });
    expect((await screen.findAllByText('Item saved')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 4')).toBeInTheDocument();
    expect(screen.queryAllByText('Item saved')).toHaveLength(0);
  });
});
