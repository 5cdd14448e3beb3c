import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { AgreementResponseSchema } from '#shared/schemas/subscription.ts';

export function useAgreement(paymentType: PaymentType, language: Language) {
  return useQuery({
    queryKey: ['billing', 'agreement', paymentType, language],
    queryFn: () =>
      apiClient.get(`/api/subscription/agreement?plan=${paymentType}&lang=${language}`, AgreementResponseSchema),
  });
}
