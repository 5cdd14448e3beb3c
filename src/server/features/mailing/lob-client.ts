import {
  Configuration,
  type UsVerification,
  UsVerificationsApi,
  UsVerificationsWritable,
} from '@lob/lob-typescript-sdk';
import type { Profile } from '#shared/schemas/onboarding.ts';

/** The member's return address, as their profile stores it (the street line holds any unit). */
export type ReturnAddress = Profile['address'];

/**
 * What Lob made of an address: whether mail reaches it, the address as Lob standardizes it (the suggestion a member
 * may take), and Lob's own word for anything short of plainly deliverable, a stable key the interface can explain in
 * the member's language (null when Lob said plainly `deliverable`).
 */
export interface AddressVerification {
  outcome: 'deliverable' | 'missing_unit' | 'undeliverable';
  standardized: { street: string; unit: string | null; city: string; state: string; zipCode: string };
  reason: string | null;
}

export interface LobClient {
  verifyUsAddress(address: ReturnAddress): Promise<AddressVerification>;
}

/** Lob did not answer, or answered that it cannot now (5xx, 429): nothing was done there, the member may retry. */
export class PrintServiceUnavailable extends Error {
  override name = 'PrintServiceUnavailable';
}

/** Lob refused our API key (401, 403): the installation's LOB_API_KEY is wrong or revoked, not the member's doing. */
export class PrintServiceRefusedKey extends Error {
  override name = 'PrintServiceRefusedKey';
}

/**
 * Every value of `deliverability` Lob's description lists. A unit Lob finds unnecessary costs nothing (USPS
 * delivers to the building), so that is deliverable. A unit Lob thinks is missing or may not exist both mean "the
 * building, but maybe not you": returned mail and the return receipt could be lost, so the member is asked for the
 * unit in both cases. A value Lob adds later is not vouched for: it counts as undeliverable until it is mapped here.
 */
const OUTCOMES: Record<string, AddressVerification['outcome']> = {
  deliverable: 'deliverable',
  deliverable_unnecessary_unit: 'deliverable',
  deliverable_incorrect_unit: 'missing_unit',
  deliverable_missing_unit: 'missing_unit',
  undeliverable: 'undeliverable',
};

// Lob answers in a second or two; past this the member is better told to retry than left waiting.
const TIMEOUT_MS = 15_000;

/**
 * The SDK's failure as one of ours. Only the status and Lob's message are kept, never the SDK's error itself: it
 * carries the request's configuration, our API key included, into whatever logs it.
 */
function lobFailure(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('isAxiosError' in error)) return error;
  const { response, code } = error as { response?: { status: number; data?: unknown }; code?: string };
  if (!response) return new PrintServiceUnavailable(`Lob did not answer (${code ?? 'network error'})`);
  const lobMessage = (response.data as { error?: { message?: string } } | undefined)?.error?.message ?? '';
  const said = `Lob answered ${response.status}${lobMessage ? `: ${lobMessage}` : ''}`;
  if (response.status === 429 || response.status >= 500) return new PrintServiceUnavailable(said);
  if (response.status === 401 || response.status === 403) return new PrintServiceRefusedKey(said);
  // Any other refusal is a request of ours Lob's description does not allow: a bug, not the member's doing.
  return new Error(said);
}

function verificationOf(answer: UsVerification): AddressVerification {
  const deliverability = String(answer.deliverability ?? '');
  const { components } = answer;
  return {
    outcome: OUTCOMES[deliverability] ?? 'undeliverable',
    standardized: {
      street: answer.primary_line ?? '',
      unit: answer.secondary_line || null,
      city: components?.city ?? '',
      state: components?.state ?? '',
      zipCode: components?.zip_code_plus_4
        ? `${components.zip_code}-${components.zip_code_plus_4}`
        : (components?.zip_code ?? ''),
    },
    reason: deliverability === 'deliverable' ? null : deliverability || 'unknown',
  };
}

/**
 * The server's only door to Lob: the SDK is used here and nowhere else, so its types and its errors stay inside.
 * `apiUrl` is Lob's base with its version (`https://api.lob.com/v1`), or a local double's in tests.
 */
export function createLobClient({ apiKey, apiUrl }: { apiKey: string; apiUrl: string }): LobClient {
  const configuration = new Configuration({
    username: apiKey,
    basePath: apiUrl.replace(/\/+$/, ''),
    baseOptions: { timeout: TIMEOUT_MS },
  });
  const verifications = new UsVerificationsApi(configuration);
  return {
    async verifyUsAddress(address) {
      const request = new UsVerificationsWritable({
        primary_line: address.street,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
      });
      // Proper case ("210 King St"), not Lob's default capitals: the standardized address is offered to the member
      // and printed on their letters as the address they wrote.
      const answer = await verifications.verifySingle(request, 'proper').catch((error: unknown) => {
        throw lobFailure(error);
      });
      return verificationOf(answer);
    },
  };
}
