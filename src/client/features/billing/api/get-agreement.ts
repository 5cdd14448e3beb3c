import { useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants/languages.ts';
import type { PaymentType } from '#shared/constants/plans.ts';
import { AgreementResponseSchema } from '#shared/schemas/subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function useAgreement(paymentType: PaymentType, language: Language) {
  return useQuery({
    queryKey: ['billing', 'agreement', paymentType, language],
    queryFn: () =>
      apiClient.get(`/api/subscription/agreement?plan=${paymentType}&lang=${language}`, AgreementResponseSchema),
  });
}
