import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { InlineConfirm } from '#client/components/ui/inline-confirm.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { QueryAnswer, Section } from '#client/components/ui/section.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { formatInstant } from '#client/lib/format.ts';
import { toast, toastFailure } from '#client/lib/toast-store.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { AddPasskeyFormSchema, type Passkey, RenamePasskeyRequestSchema } from '#shared/schemas/passkeys.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { useRenamePasskey } from '../api/rename-passkey.ts';
import { PasskeyCeremonyError, passkeysSupported } from '../passkey-ceremony.ts';
import { showServerIssues } from '../server-issues.ts';

/**
 * The account page's "Passkeys": the member's passkeys, named, renamed and removed, and a new one added. A browser
 * without WebAuthn still lists (and can remove) the passkeys made elsewhere, but offers no adding.
 */
export function Passkeys() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const { data: user } = useCurrentUser();
  const [supported] = useState(passkeysSupported);
  if (!supported && !passkeys.data?.passkeys.length) return null;

  return (
    <Section id="passkeys" card title={t('auth.passkeys.title')} description={t('auth.passkeys.description')}>
      <QueryAnswer query={passkeys}>
        {(data) =>
          data.passkeys.length === 0 ? (
            <p className="text-sm">{t('auth.passkeys.empty')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {data.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
          )
        }
      </QueryAnswer>
      {supported &&
        (user?.emailVerified === false ? (
          <p className="text-sm text-muted-foreground">{t('auth.passkeys.notVerified')}</p>
        ) : (
          <AddPasskey />
        ))}
    </Section>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();
  return (
    <li className="grid gap-3 p-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <KeyRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="[overflow-wrap:anywhere]">{passkey.name}</span>
          {passkey.synced && <Badge variant="secondary">{t('auth.passkeys.synced')}</Badge>}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
          <dt>{t('auth.passkeys.addedOn')}</dt>
          <dd>{formatInstant(passkey.createdAt)}</dd>
          <dt>{t('auth.passkeys.lastUsed')}</dt>
          <dd>{passkey.lastUsedAt ? formatInstant(passkey.lastUsedAt) : t('auth.passkeys.neverUsed')}</dd>
        </dl>
      </div>
      {renaming ? (
        <RenamePasskey passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start">
          <Button
            variant="outline"
            size="sm"
            className="h-auto min-h-9 w-full whitespace-normal py-2 sm:w-auto"
            aria-label={t('auth.passkeys.renameNamed', { name: passkey.name })}
            onClick={() => setRenaming(true)}
          >
            {t('auth.passkeys.rename')}
          </Button>
          <InlineConfirm
            label={t('auth.passkeys.remove')}
            question={t('auth.passkeys.removeQuestion', { name: passkey.name })}
            confirmLabel={t('auth.passkeys.removeConfirm')}
            cancelLabel={t('auth.passkeys.cancel')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(passkey.id, {
                onSuccess: () => toast({ title: t('auth.passkeys.removed', { name: passkey.name }) }),
                onError: (error) => toastFailure(t('auth.passkeys.removeFailed'), errorMessage(error, t)),
              })
            }
          />
        </div>
      )}
    </li>
  );
}

function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const rename = useRenamePasskey();
  const form = useZodForm(RenamePasskeyRequestSchema, { name: passkey.name });
  const id = `passkey-name-${passkey.id}`;
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      toast({ title: t('auth.passkeys.renamed') });
      onDone();
    } catch (failure) {
      if (!showServerIssues(form, failure, i18n)) {
        toastFailure(t('auth.passkeys.renameFailed'), errorMessage(failure, t));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-3">
      <FormField id={id} label={t('auth.passkeys.newName')} error={error}>
        <Input {...fieldAria(id, error)} autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? t('auth.passkeys.saving') : t('auth.passkeys.save')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {t('auth.passkeys.cancel')}
        </Button>
      </div>
    </form>
  );
}

function AddPasskey() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const add = useAddPasskey();
  const form = useZodForm(AddPasskeyFormSchema, { name: '', currentPassword: '' });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    setOpen(false);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast({ title: t('auth.passkeys.added'), description: t('auth.passkeys.addedText') });
      close();
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'WRONG_CURRENT_PASSWORD') {
        form.setError('currentPassword', { message: 'errors.WRONG_CURRENT_PASSWORD' }, { shouldFocus: true });
      } else if (!showServerIssues(form, error, i18n)) {
        const description =
          error instanceof PasskeyCeremonyError
            ? t(error.alreadyOnDevice ? 'auth.passkeys.alreadyOnDevice' : 'auth.passkeys.cancelled')
            : errorMessage(error, t);
        toastFailure(t('auth.passkeys.addFailed'), description);
      }
    }
  });

  if (!open) {
    return (
      <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {t('auth.passkeys.add')}
      </Button>
    );
  }
  const nameError = errors.name?.message;
  const passwordError = errors.currentPassword?.message;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('auth.passkeys.add')}
      className="grid max-w-md gap-4 rounded-md border border-border bg-muted p-4"
    >
      <p className="text-sm">{t('auth.passkeys.addIntro')}</p>
      <FormField id="passkey-name" label={t('auth.passkeys.name')} hint={t('auth.passkeys.nameHint')} error={nameError}>
        <Input {...fieldAria('passkey-name', nameError, true)} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id="passkey-password" label={t('auth.passkeys.currentPassword')} error={passwordError}>
        <PasswordInput
          {...fieldAria('passkey-password', passwordError)}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('auth.passkeys.waiting') : t('auth.passkeys.continue')}
        </Button>
        <Button type="button" variant="outline" disabled={add.isPending} onClick={close}>
          {t('auth.passkeys.cancel')}
        </Button>
      </div>
    </form>
  );
}
