import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where a member who already paid stands: waiting for verification, or active. */
export function PlanStatusCard({ status }: { status: 'pending_verification' | 'active' }) {
  const { t } = useTranslation();
  const key = status === 'active' ? 'active' : 'pending';
  return (
    <Card className={status === 'active' ? 'border-primary' : undefined}>
      <CardHeader>
        <CardTitle>{t(`subscribe.${key}.title`)}</CardTitle>
        <CardDescription>{t(`subscribe.${key}.description`)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={status === 'active' ? paths.account : paths.dashboard}>{t(`subscribe.${key}.button`)}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
