import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import type { DocumentSide } from '#shared/constants/onboarding.ts';
import { type IdDocumentView, IdDocumentViewSchema } from '#shared/schemas/onboarding-draft.ts';
import { type OnboardingState, onboardingQueryKey } from './get-onboarding.ts';

const documentPath = (side: DocumentSide) => `/api/onboarding/documents/${side}`;

/** The preview the server made of a photo; `uploadedAt` changes with each upload, so a new photo is never cached. */
export const thumbnailUrl = (document: IdDocumentView) =>
  `${documentPath(document.side)}/thumbnail?v=${encodeURIComponent(document.uploadedAt)}`;

/** One photo of the ID, sent with real progress (see apiClient.upload). */
export function uploadIdDocument(side: DocumentSide, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload(documentPath(side), form, IdDocumentViewSchema, onProgress);
}

function useShowDocument() {
  const queryClient = useQueryClient();
  return async (side: DocumentSide, document: IdDocumentView | null) => {
    queryClient.setQueryData<OnboardingState>(onboardingQueryKey, (state) =>
      state ? { ...state, documents: { ...state.documents, [side]: document } } : state,
    );
    // Which steps are complete is the server's to say.
    await queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
  };
}

export function useUploadIdDocument(side: DocumentSide, onProgress: (fraction: number) => void) {
  const show = useShowDocument();
  return useMutation({
    mutationFn: (file: File) => uploadIdDocument(side, file, onProgress),
    onSuccess: (document) => show(side, document),
  });
}

export function useRemoveIdDocument(side: DocumentSide) {
  const show = useShowDocument();
  return useMutation({
    mutationFn: () => apiClient.delete(documentPath(side), z.undefined()),
    onSuccess: () => show(side, null),
  });
}
