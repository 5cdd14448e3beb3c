import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '#client/lib/api-client.ts';
import { isApiErrorBody } from '#shared/errors.ts';
import { ProofOfAddressResponseSchema } from '#shared/schemas/mailing.ts';

/**
 * The member's proof of address, one photo in the multipart field `file` as the onboarding ID photos go. The route
 * takes a PUT (it replaces the one on file), which `apiClient.upload` (POST only) cannot send, hence fetch here.
 */
async function putProofOfAddress(file: File) {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/mailing/proof-of-address', { method: 'PUT', credentials: 'include', body: form });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errorBody = isApiErrorBody(body) ? body : null;
    throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody);
  }
  return ProofOfAddressResponseSchema.parse(body);
}

/** Once saved, the confirmation's preview says the proof of address can go in the envelope. */
export function useUploadProofOfAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProofOfAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mailing', 'preview'] }),
  });
}
