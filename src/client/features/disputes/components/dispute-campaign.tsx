import { useState } from 'react';
import type { DisputeResponse } from '#shared/schemas/disputes.ts';
import { CampaignTracker } from './campaign-tracker.tsx';
import { ComplaintDialog } from './complaint-dialog.tsx';
import { NextSteps } from './next-steps.tsx';

/**
 * A sent dispute after its first letters: the rounds so far, then what the answers call for next. The complaint's
 * dialog is opened from either (its step in the tracker, or right after it is prepared) and reads the step afresh
 * from the dispute, so what the member records shows at once.
 */
export function DisputeCampaign({ dispute }: { dispute: DisputeResponse }) {
  const [complaintStepId, setComplaintStepId] = useState<string | null>(null);
  const complaintStep = dispute.steps.find((step) => step.id === complaintStepId);
  return (
    <>
      <CampaignTracker dispute={dispute} onOpenComplaint={setComplaintStepId} />
      <NextSteps dispute={dispute} onOpenComplaint={setComplaintStepId} />
      {complaintStep && (
        <ComplaintDialog dispute={dispute} step={complaintStep} onClose={() => setComplaintStepId(null)} />
      )}
    </>
  );
}
