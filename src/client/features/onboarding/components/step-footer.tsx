import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';

/** Previous on the left (below on a phone), the step's own Next on the right. */
export function StepFooter({ onPrevious, children }: { onPrevious?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
      {onPrevious ? (
        <Button type="button" variant="outline" size="lg" onClick={onPrevious}>
          <ChevronLeft aria-hidden />
          {t('onboarding.page.previous')}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

export function NextButton({ pending = false, children, ...props }: ButtonProps & { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button size="lg" {...props} disabled={pending || props.disabled}>
      {children ?? (pending ? t('onboarding.page.saving') : t('onboarding.page.next'))}
      {!pending && <ChevronRight aria-hidden />}
    </Button>
  );
}
