import { describe, expect, it } from 'vitest';
import {
  canVisit,
  completedSteps,
  firstOpenStep,
  isStepReachable,
  type OnboardingFacts,
  resumeStep,
} from './onboarding-progress.ts';

const none: OnboardingFacts = {
  profileSaved: false,
  frontUploaded: false,
  backUploaded: false,
  reportBrought: false,
  itemsSelected: false,
  accountCreated: false,
};
const all: OnboardingFacts = {
  profileSaved: true,
  frontUploaded: true,
  backUploaded: true,
  reportBrought: true,
  itemsSelected: true,
  accountCreated: true,
};

describe('completedSteps', () => {
  it('lists nothing for a fresh visitor and steps 1 to 5 once the account exists (step 6 is the agreement and plan)', () => {
    expect(completedSteps(none)).toEqual([]);
    expect(completedSteps(all)).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs both sides of the ID for step 2', () => {
    expect(completedSteps({ ...none, profileSaved: true, frontUploaded: true })).toEqual([1]);
    expect(completedSteps({ ...none, profileSaved: true, backUploaded: true })).toEqual([1]);
    expect(completedSteps({ ...none, profileSaved: true, frontUploaded: true, backUploaded: true })).toEqual([1, 2]);
  });

  it('reports each step by its own fact, in order, even with a gap before it', () => {
    expect(completedSteps({ ...none, reportBrought: true, accountCreated: true })).toEqual([3, 5]);
    expect(completedSteps({ ...all, itemsSelected: false })).toEqual([1, 2, 3, 5]);
  });
});

describe('isStepReachable', () => {
  it('always reaches step 1', () => {
    expect(isStepReachable(1, [])).toBe(true);
  });

  it('reaches a step only when every earlier step is complete', () => {
    expect(isStepReachable(2, [])).toBe(false);
    expect(isStepReachable(2, [1])).toBe(true);
    expect(isStepReachable(4, [1, 2])).toBe(false);
    expect(isStepReachable(4, [1, 2, 3])).toBe(true);
    expect(isStepReachable(4, [1, 3])).toBe(false);
    expect(isStepReachable(6, [1, 2, 3, 4, 5])).toBe(true);
    expect(isStepReachable(6, [1, 2, 3, 5])).toBe(false);
  });

  it('keeps a completed step reachable (going back)', () => {
    expect(isStepReachable(2, [1, 2, 3])).toBe(true);
  });
});

describe('canVisit', () => {
  it('opens the reachable steps while the visitor has no account', () => {
    expect(canVisit(3, [1, 2])).toBe(true);
    expect(canVisit(4, [1, 2])).toBe(false);
    expect(canVisit(1, [1, 2, 3, 4])).toBe(true);
  });

  it('leaves only step 6 open once the account exists', () => {
    const done = [1, 2, 3, 4, 5] as const;
    expect(canVisit(6, done)).toBe(true);
    for (const step of [1, 2, 3, 4, 5] as const) expect(canVisit(step, done)).toBe(false);
  });
});

describe('firstOpenStep', () => {
  it('is the first step not yet complete', () => {
    expect(firstOpenStep([])).toBe(1);
    expect(firstOpenStep([1, 2])).toBe(3);
    expect(firstOpenStep([1, 3])).toBe(2);
    expect(firstOpenStep([2, 3, 4])).toBe(1);
  });

  it('is 6 once steps 1 to 5 are done', () => {
    expect(firstOpenStep([1, 2, 3, 4, 5])).toBe(6);
  });
});

describe('resumeStep', () => {
  it('opens the first open step when nothing was remembered', () => {
    expect(resumeStep(null, [])).toBe(1);
    expect(resumeStep(null, [1, 2])).toBe(3);
  });

  it('goes back to where the visitor last was, when it is still reachable', () => {
    expect(resumeStep(2, [1, 2, 3])).toBe(2);
    expect(resumeStep(1, [1, 2])).toBe(1);
    expect(resumeStep(3, [1, 2])).toBe(3);
  });

  it('is step 6 once the account exists, wherever the visitor last was', () => {
    expect(resumeStep(2, [1, 2, 3, 4, 5])).toBe(6);
    expect(resumeStep(null, [1, 2, 3, 4, 5])).toBe(6);
  });

  it('never resumes past the first open step', () => {
    expect(resumeStep(5, [1, 2])).toBe(3);
    expect(resumeStep(6, [1, 2, 3, 4])).toBe(5);
  });

  it('falls back to the first open step when an earlier step came undone since', () => {
    // The pull was reset (a new name): step 4 is no longer reachable.
    expect(resumeStep(4, [1, 2])).toBe(3);
    expect(resumeStep(3, [1])).toBe(2);
  });
});
