import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useChosenFile } from '#client/lib/use-chosen-file.ts';
import { PROOF_OF_ADDRESS_ACCEPT, PROOF_OF_ADDRESS_MAX_BYTES } from '#shared/constants/mailing.ts';
import { useUploadProofOfAddress } from '../api/upload-proof-of-address.ts';

type Refusal = 'FILE_TOO_LARGE';

/** Too big is known before sending; the kind of image only the server can tell, by its content. */
const checkSize = (file: File): Refusal | null => (file.size >= PROOF_OF_ADDRESS_MAX_BYTES ? 'FILE_TOO_LARGE' : null);

/** The refusal in words, by its status too: a proxy's 413 has no body to name a code. */
function uploadProblem(error: unknown, t: TFunction) {
  if (error instanceof ApiError && error.status === 415) return t('errors.UNSUPPORTED_IMAGE');
  if (error instanceof ApiError && error.status === 413) return t('errors.FILE_TOO_LARGE');
  return errorMessage(error, t);
}

/** No proof of address on file yet: why it helps, and one photo to add it. */
export function ProofOfAddressUpload({ id }: { id: string }) {
  const { t } = useTranslation();
  const upload = useUploadProofOfAddress();
  const chosen = useChosenFile(checkSize, (refusal) => t(`errors.${refusal}`));
  const send = (file: File | undefined) => {
    if (!chosen.accept(file)) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('mailing.dialog.proofSaved') }),
      onError: (error) => chosen.setProblem(uploadProblem(error, t)),
    });
  };
  const problem = chosen.problem ?? undefined;
  return (
    <div className="grid gap-3 rounded-md border border-dashed border-border p-3">
      <p className="text-sm">{t('mailing.dialog.proofMissing')}</p>
      <FormField
        id={id}
        label={t('mailing.dialog.proofUpload')}
        hint={upload.isPending ? t('mailing.dialog.proofUploading') : t('mailing.dialog.proofHint')}
        error={problem}
      >
        <Input
          {...fieldAria(id, problem, true)}
          type="file"
          accept={PROOF_OF_ADDRESS_ACCEPT}
          disabled={upload.isPending}
          className="min-h-11"
          onChange={(event) => send(event.target.files?.[0])}
        />
      </FormField>
    </div>
  );
}
