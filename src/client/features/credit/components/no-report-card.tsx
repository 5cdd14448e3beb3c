import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';

export function NoReportCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('credit.page.noReportTitle')}</CardTitle>
        <CardDescription>{t('credit.page.noReportBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.upload}>{t('credit.page.uploadAction')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
