import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

export const HOW_IT_WORKS_DISMISSED_KEY = 'creditpath.disputeCenter.howItWorksDismissed';
const STEPS = ['choose', 'letters', 'mail', 'answer'] as const;

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(HOW_IT_WORKS_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The four steps of a dispute, until the member says they have read them (remembered on this device). */
export function HowItWorksCard() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(HOW_IT_WORKS_DISMISSED_KEY, 'true');
    } catch {
      // Storage disabled: the card hides for this visit only.
    }
    setDismissed(true);
  };
  return (
    <Card className="relative border-primary/40 bg-primary/5">
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-2 top-2"
        aria-label={t('disputeCenter.howItWorks.dismiss')}
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
      <CardHeader className="pr-14">
        <CardTitle>{t('disputeCenter.howItWorks.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <span className="grid gap-1">
                <span className="font-medium">{t(`disputeCenter.howItWorks.${step}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`disputeCenter.howItWorks.${step}.body`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
