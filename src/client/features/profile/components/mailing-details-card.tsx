import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormActions } from '#client/components/ui/form-actions.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { ProfileSchema } from '#shared/schemas/onboarding.ts';
import type { ProfileResponse } from '#shared/schemas/profile.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { type AccountName, ProfileForm } from './profile-form.tsx';

/**
 * The name and address the letters carry. Missing: a form, with why we ask. Present: one line and "Edit".
 * `attention` changes when the server refused to send for lack of them, to bring the form into view.
 */
export function MailingDetailsCard({
  profile,
  accountName,
  attention = 0,
}: {
  profile: ProfileResponse | null;
  accountName?: AccountName;
  attention?: number;
}) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attention === 0) return;
    setEditing(true);
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [attention]);
  const showForm = profile === null || editing;

  return (
    <Card ref={card} className={profile === null ? 'border-primary' : undefined}>
      {showForm ? (
        <>
          <CardHeader>
            <CardTitle>{profile === null ? t('profile.missingTitle') : t('profile.editTitle')}</CardTitle>
            <CardDescription className="text-base text-foreground">{t('profile.why')}</CardDescription>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {t('profile.privacy')}
            </p>
          </CardHeader>
          <CardContent>
            <ProfileForm
              schema={ProfileSchema}
              idPrefix="profile"
              saved={profile}
              accountName={accountName}
              ssnHint={profile ? t('profile.ssnAgainHint', { last4: profile.ssnLast4 }) : t('profile.ssnHint')}
              save={async (values) => {
                await save.mutateAsync(values);
                toast({ title: t('profile.saved'), description: t('profile.savedDescription') });
                setEditing(false);
              }}
              onFailed={(error) => toastFailure(t('profile.saveFailed'), errorMessage(error, t))}
              className="grid gap-4"
              footer={
                <FormActions
                  cancelLabel={t('profile.cancel')}
                  onCancel={profile ? () => setEditing(false) : undefined}
                  submitLabel={save.isPending ? t('profile.saving') : t('profile.save')}
                  disabled={save.isPending}
                />
              }
            />
          </CardContent>
        </>
      ) : (
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
          <p className="min-w-0 text-sm">
            <span className="font-medium">{t('profile.summaryLabel')} </span>
            {t('profile.summary', {
              name: `${profile.firstName} ${profile.lastName}`,
              address: `${profile.address.street}, ${profile.address.city}, ${profile.address.state} ${profile.address.zipCode}`,
              last4: profile.ssnLast4,
            })}
          </p>
          <Button variant="outline" size="sm" className="w-full sm:w-fit" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
