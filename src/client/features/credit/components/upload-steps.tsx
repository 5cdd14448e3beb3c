import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';

const STEPS = ['info', 'upload', 'analyze'] as const;

export function UploadSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t('credit.upload.stepsLabel')}>
      {STEPS.map((step, position) => (
        <li
          key={step}
          aria-current={position === index ? 'step' : undefined}
          className={cn(
            'rounded-md border-b-4 pb-2 text-sm font-medium',
            position <= index ? 'border-primary text-foreground' : 'border-muted text-muted-foreground',
          )}
        >
          {position + 1}. {t(`credit.upload.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
