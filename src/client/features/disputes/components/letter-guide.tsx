import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useMailingOffer } from '#client/features/mailing/index.ts';
import { formatMoney } from '#client/lib/format.ts';

const CONTENTS = ['who', 'item', 'request', 'enclosures'] as const;
const STEPS = ['print', 'sign', 'enclose', 'mail', 'keep'] as const;

/**
 * The letters are in English (the bureaus read English); this tells the member, in their language, what the
 * letters say and how to send them so the bureau's 30 days start, or that we can mail them when we offer it.
 */
export function LetterGuide() {
  const { t } = useTranslation();
  const offer = useMailingOffer();
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
        <GuidePart
          title={t('disputes.guide.saysTitle')}
          lines={CONTENTS.map((key) => t(`disputes.guide.says.${key}`))}
        />
        <GuidePart
          title={t('disputes.guide.sendTitle')}
          lines={STEPS.map((key) => t(`disputes.guide.send.${key}`))}
          ordered
        />
        {offer.data?.available && (
          <p className="rounded-md bg-muted p-3 md:col-span-2">
            {t('mailing.guide', { price: formatMoney(offer.data.priceCents) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** A column of the guide: its heading over its points, numbered when they are steps to follow in order. */
function GuidePart({ title, lines, ordered = false }: { title: string; lines: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold">{title}</h3>
      <List className={ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </div>
  );
}
