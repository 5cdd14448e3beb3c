import type { TFunction } from 'i18next';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast-store.ts';

/**
 * The frame of an activation: a dialog whose form (the children, rendered inside its content so closing it
 * forgets what was typed) asks for the admin key with what is being verified.
 */
export function AdminKeyDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn(wide ? 'max-h-[90vh] overflow-y-auto sm:max-w-2xl' : 'sm:max-w-md')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export function AdminKeyField(props: Omit<ComponentProps<typeof PasswordInput>, 'id' | 'autoComplete'>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <Label htmlFor="admin-key">{t('admin.activate.keyLabel')}</Label>
      <PasswordInput id="admin-key" autoComplete="off" {...props} />
    </div>
  );
}

export function AdminKeyActions({
  confirmLabel,
  pending,
  onCancel,
}: {
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {confirmLabel}
      </Button>
    </div>
  );
}

/** No key: "Admin Key Required", nothing sent (docs/product-rules.md, Admin). Answers whether a key was given. */
export function hasAdminKey(adminKey: string | undefined, t: TFunction): boolean {
  if (adminKey?.trim()) return true;
  toast({ title: t('errors.ADMIN_KEY_REQUIRED'), variant: 'destructive' });
  return false;
}
