import type { TFunction } from 'i18next';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast-store.ts';

/**
 * An admin action that opens a dialog: `trigger` draws what opens it, and the dialog's content (the children,
 * rendered only while it is open, so closing it forgets what was typed and reads nothing before) gets `close`.
 */
export function ActionDialog({
  trigger,
  title,
  description,
  wide = false,
  children,
}: {
  trigger: (open: () => void) => ReactNode;
  title: string;
  description: string;
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={cn(wide ? 'max-h-[90vh] overflow-y-auto sm:max-w-2xl' : 'sm:max-w-md')}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {children(() => setOpen(false))}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The field an activation asks for the admin key in. */
export function AdminKeyField(props: Omit<ComponentProps<typeof PasswordInput>, 'id' | 'autoComplete'>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <Label htmlFor="admin-key">{t('admin.activate.keyLabel')}</Label>
      <PasswordInput id="admin-key" autoComplete="off" {...props} />
    </div>
  );
}

/** No key: "Admin Key Required", nothing sent (docs/product-rules.md, Admin). Answers whether a key was given. */
export function hasAdminKey(adminKey: string | undefined, t: TFunction): boolean {
  if (adminKey?.trim()) return true;
  toast({ title: t('errors.ADMIN_KEY_REQUIRED'), variant: 'destructive' });
  return false;
}
