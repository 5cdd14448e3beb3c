import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { ProofOfAddressResponseSchema } from '#shared/schemas/mailing.ts';

/** The member's proof of address, one photo in the multipart field `file` as the onboarding ID photos go. */
function putProofOfAddress(file: File) {
  const form = new FormData();
  form.append('file', file);
  // PUT: it replaces the one on file. The confirmation shows no progress bar for one photo.
  return apiClient.upload('/api/mailing/proof-of-address', form, ProofOfAddressResponseSchema, () => {}, 'PUT');
}

/** Once saved, the confirmation's preview says the proof of address can go in the envelope. */
export function useUploadProofOfAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProofOfAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mailing', 'preview'] }),
  });
}
