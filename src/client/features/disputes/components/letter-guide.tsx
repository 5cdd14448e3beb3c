import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const CONTENTS = ['who', 'item', 'request', 'enclosures'] as const;
const STEPS = ['print', 'sign', 'enclose', 'mail', 'keep'] as const;

/**
 * The letters are in English (the bureaus read English); this tells the member, in their language, what the
 * letters say and how to send them so the bureau's 30 days start.
 */
export function LetterGuide() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-primary" aria-hidden />
          {t('disputes.guide.title')}
        </CardTitle>
        <CardDescription>{t('disputes.guide.english')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">{t('disputes.guide.saysTitle')}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {CONTENTS.map((key) => (
              <li key={key}>{t(`disputes.guide.says.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">{t('disputes.guide.sendTitle')}</h3>
          <ol className="list-decimal space-y-1 pl-5">
            {STEPS.map((key) => (
              <li key={key}>{t(`disputes.guide.send.${key}`)}</li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
