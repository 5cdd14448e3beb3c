import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const TOPICS = ['howToRead', 'yourRights', 'impact'] as const;

export function CreditHelp() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('credit.help.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {TOPICS.map((topic) => (
          <div key={topic} className="grid gap-1">
            <h3 className="font-medium">{t(`credit.help.${topic}.title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`credit.help.${topic}.body`)}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
