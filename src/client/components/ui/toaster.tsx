import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { DEFAULT_TOAST_DURATION, dismissToast, useCurrentToast } from '#client/lib/toast-store.ts';

/** Shows the one current toast (see toast-store). */
export function Toaster() {
  const current = useCurrentToast();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider duration={DEFAULT_TOAST_DURATION} label={t('topBar.notifications')}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.duration ?? DEFAULT_TOAST_DURATION}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            current.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
            <span className="sr-only">{t('common.close')}</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full flex-col p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
