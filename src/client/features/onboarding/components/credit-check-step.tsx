import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { readPreferences } from '../../../lib/preferences-storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOnboardingState } from '../api/get-onboarding.ts';
import { type PullConsents, pullRequest, usePullCredit } from '../api/pull-credit.ts';
import { failureMessage } from '../failure-message.ts';
import { allConsentsGiven, PullConsentsForm } from './pull-consents.tsx';
import { PullProgress } from './pull-progress.tsx';
import { PullResult } from './pull-result.tsx';
import { NextButton, StepFooter } from './step-footer.tsx';

const NO_CONSENTS: PullConsents = { fcraConsent: false, permissiblePurposeConsent: false, piiProcessingConsent: false };

type Phase = 'idle' | 'initiated' | 'in_progress' | 'success' | 'failed';

/** This page's own request decides first; without one, the server's state of the pull (e.g. after a reload). */
function pullPhase({
  request,
  server,
  hasResult,
  failureDismissed,
}: {
  request: 'none' | 'pending' | 'failed' | 'done';
  server: OnboardingStateResponse['creditPull']['status'];
  hasResult: boolean;
  failureDismissed: boolean;
}): Phase {
  if (request === 'pending') return server === 'in_progress' ? 'in_progress' : 'initiated';
  if (request === 'failed') return 'failed';
  if (request === 'done') return 'success';
  if (server === 'in_progress') return 'in_progress';
  if (server === 'success' && hasResult) return 'success';
  if (server === 'failed' && !failureDismissed) return 'failed';
  return 'idle';
}

/**
 * Step 3. The phases follow the real request: `initiated` until the server says it is pulling (read every
 * second while the request is open), `in_progress` until it answers, then the result or the failure. A page
 * reloaded in the middle of a pull picks it up from the server's state and keeps reading it.
 */
export function CreditCheckStep({
  state,
  onPrevious,
  onNext,
}: {
  state: OnboardingStateResponse;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pull = usePullCredit();
  const [consents, setConsents] = useState(NO_CONSENTS);
  // What the draft has, else what the visitor ticked on the landing page in this browser.
  const [preferences, setPreferences] = useState(() => state.preferences ?? readPreferences());
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [failureDismissed, setFailureDismissed] = useState(false);
  const server = state.creditPull;
  const serverPulling = server.status === 'in_progress';
  useOnboardingState({ poll: pull.isPending || serverPulling });

  const phase = pullPhase({
    request: pull.isPending ? 'pending' : pull.isError ? 'failed' : pull.isSuccess ? 'done' : 'none',
    server: server.status,
    hasResult: server.result !== null,
    failureDismissed,
  });
  const result = pull.data ?? server.result;
  const since = startedAt ?? (server.startedAt ? Date.parse(server.startedAt) : Date.now());

  const start = () => {
    setFailureDismissed(false);
    setStartedAt(Date.now());
    pull.mutate(pullRequest(consents, preferences, new Date(), language));
  };
  const tryAgain = () => {
    pull.reset();
    setFailureDismissed(true);
  };
  const failure = pull.isError
    ? failureMessage(pull.error, t, t('onboarding.credit.failed'))
    : server.errorCode
      ? t(`errors.${server.errorCode}`, { seconds: 60, reason: '' })
      : t('onboarding.credit.failed');

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h2 className="text-2xl font-semibold">{t('onboarding.credit.title')}</h2>
        <p className="text-muted-foreground">{t('onboarding.credit.intro')}</p>
      </div>
      {phase === 'idle' && (
        <>
          <PullConsentsForm
            consents={consents}
            preferences={preferences}
            onConsentsChange={setConsents}
            onPreferencesChange={setPreferences}
          />
          <div className="grid gap-2">
            <Button size="lg" className="w-full sm:w-fit" disabled={!allConsentsGiven(consents)} onClick={start}>
              {t('onboarding.credit.start')}
            </Button>
            {!allConsentsGiven(consents) && (
              <p className="text-sm text-muted-foreground">{t('onboarding.credit.consentsMissing')}</p>
            )}
          </div>
        </>
      )}
      {(phase === 'initiated' || phase === 'in_progress') && <PullProgress phase={phase} since={since} />}
      {phase === 'failed' && (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive p-4">
          <p className="flex items-center gap-2 text-lg font-semibold text-destructive">
            <CircleAlert className="size-5" aria-hidden />
            {t('onboarding.credit.failedTitle')}
          </p>
          <p>{failure}</p>
          <Button variant="outline" className="w-full sm:w-fit" onClick={tryAgain}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {phase === 'success' && result && <PullResult result={result} />}
      <StepFooter onPrevious={onPrevious}>
        {phase === 'success' && <NextButton type="button" onClick={onNext} />}
      </StepFooter>
    </div>
  );
}
