import {
  Configuration,
  type Letter,
  type LetterEditable,
  LettersApi,
  type UsVerification,
  UsVerificationsApi,
  UsVerificationsWritable,
} from '@lob/lob-typescript-sdk';
import type { TrackingStep } from '#shared/constants/mailing.ts';
import type { PostalAddress } from '#shared/schemas/mailing.ts';
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

/** One letter for Lob to print and mail by USPS Certified Mail with an electronic return receipt. */
export interface LetterToMail {
  /** The mailing's id: Lob answers a retry with this key with the letter the first request made. */
  idempotencyKey: string;
  /** The bureau's dispute address, as the letter prints it ("P.O. Box 4500", "Allen, TX 75013"). */
  to: { name: string; line: string; city: string; state: string; zipCode: string };
  from: { name: string; address: PostalAddress };
  /** The whole PDF: the letter, then its enclosures (US Letter pages). */
  pdf: Uint8Array;
  /** Our own ids only, never a member's details: Lob shows metadata in its dashboard. */
  metadata: Record<string, string>;
}

/** One USPS scan of a letter, as Lob reports it. */
export interface TrackingScan {
  /** Lob's tracking event id: a scan read twice (webhook, then read-back) is stored once. */
  id: string;
  step: TrackingStep;
  occurredAt: Date;
  location: string | null;
}

/** What Lob holds about a letter: from its answer to a creation, a read-back, or a webhook event's body. */
export interface LobLetterState {
  lobLetterId: string;
  /** Cancelled (by us, before the send date). */
  deleted: boolean;
  /** Until this instant the letter can still be cancelled. */
  sendAfter: Date | null;
  trackingNumber: string | null;
  expectedDeliveryOn: string | null;
  /** Oldest first. */
  tracking: TrackingScan[];
}

export interface LobClient {
  verifyUsAddress(address: ReturnAddress): Promise<AddressVerification>;
  createLetter(letter: LetterToMail): Promise<LobLetterState>;
  /** `too_late` when Lob has already sent it to print (or it was cancelled before). */
  cancelLetter(lobLetterId: string): Promise<'cancelled' | 'too_late'>;
  /** Null when Lob holds no such letter. */
  retrieveLetter(lobLetterId: string): Promise<LobLetterState | null>;
}

declare module '#server/app-deps.ts' {
  interface AppDeps {
    /** The app's one Lob client, made from `config.printMail`; null when this installation mails nothing. */
    lob: LobClient | null;
  }
}

/** Lob did not answer, or answered that it cannot now (5xx, 429): nothing was done there, the member may retry. */
export class PrintServiceUnavailable extends Error {
  override name = 'PrintServiceUnavailable';
  /**
   * Whether Lob may have done what it was asked all the same: it failed on its side (5xx) or said nothing before
   * the time ran out. Refused at the door (no connection, 429 too many requests), it did nothing.
   */
  constructor(
    message: string,
    readonly mayHaveActed: boolean,
  ) {
    super(message);
  }
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
  if (!response) {
    const refusedAtTheDoor = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    return new PrintServiceUnavailable(`Lob did not answer (${code ?? 'network error'})`, !refusedAtTheDoor);
  }
  const lobMessage = (response.data as { error?: { message?: string } } | undefined)?.error?.message ?? '';
  const said = `Lob answered ${response.status}${lobMessage ? `: ${lobMessage}` : ''}`;
  if (response.status === 429 || response.status >= 500)
    return new PrintServiceUnavailable(said, response.status !== 429);
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

/** Lob's tracking event names (`Mailed`, `Re-Routed`, `Returned to Sender`…) as our steps; an unknown one is dropped. */
const STEPS: Record<string, TrackingStep> = {
  mailed: 'mailed',
  in_transit: 'in_transit',
  in_local_area: 'in_local_area',
  processed_for_delivery: 'processed_for_delivery',
  pickup_available: 'pickup_available',
  delivered: 'delivered',
  re_routed: 're_routed',
  returned_to_sender: 'returned_to_sender',
  issue: 'issue',
};

/**
 * A letter as Lob describes it (an SDK answer, or the `body` of a webhook event, which is the same object) in our
 * terms; null when it is not a letter. Scans without an id or a time are dropped: they could not be stored once.
 */
export function letterStateOf(letter: unknown): LobLetterState | null {
  if (typeof letter !== 'object' || letter === null) return null;
  const found = letter as Partial<Letter> & { id?: unknown; object?: unknown };
  if (typeof found.id !== 'string' || !found.id.startsWith('ltr_')) return null;
  const tracking: TrackingScan[] = [];
  for (const event of (found.tracking_events ?? []) as unknown[]) {
    const scan = event as { id?: unknown; name?: unknown; time?: unknown; location?: unknown };
    const step =
      STEPS[
        String(scan.name ?? '')
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      ];
    const occurredAt = new Date(String(scan.time ?? ''));
    if (!step || typeof scan.id !== 'string' || Number.isNaN(+occurredAt)) continue;
    tracking.push({
      id: scan.id,
      step,
      occurredAt,
      location: typeof scan.location === 'string' ? scan.location : null,
    });
  }
  tracking.sort((a, b) => +a.occurredAt - +b.occurredAt);
  const sendAfter = found.send_date ? new Date(found.send_date) : null;
  return {
    lobLetterId: found.id,
    deleted: found.deleted === true,
    sendAfter: sendAfter && !Number.isNaN(+sendAfter) ? sendAfter : null,
    trackingNumber: found.tracking_number ?? null,
    expectedDeliveryOn: found.expected_delivery_date?.slice(0, 10) ?? null,
    tracking,
  };
}

/** Lob's limits on an address (its description): a name of 40 characters, address lines of 64. */
export const LOB_ADDRESS_LINE_MAX = 64;
const LOB_NAME_MAX = 40;

/**
 * The name on the envelope's return address within Lob's 40 characters: whole words from the start (USPS returns
 * mail by the address; the letter inside carries the member's full name).
 */
export function envelopeName(name: string): string {
  if (name.length <= LOB_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let kept = words[0]?.slice(0, LOB_NAME_MAX) ?? '';
  for (const word of words.slice(1)) {
    if (kept.length + 1 + word.length > LOB_NAME_MAX) break;
    kept = `${kept} ${word}`;
  }
  return kept;
}

/**
 * The letter as Lob's form fields (`to[name]`…): black and white on one side, by USPS First-Class Certified Mail
 * with an electronic return receipt. The bureau's address shows through the envelope's window from a page of Lob's
 * own in front of the letter, so nothing of the letter's first page is covered.
 */
function letterForm(letter: LetterToMail): FormData {
  const { to, from } = letter;
  const fields: Record<string, string> = {
    description: 'Dispute letter',
    'to[name]': to.name,
    'to[address_line1]': to.line,
    'to[address_city]': to.city,
    'to[address_state]': to.state,
    'to[address_zip]': to.zipCode,
    'from[name]': envelopeName(from.name),
    'from[address_line1]': from.address.street,
    ...(from.address.unit ? { 'from[address_line2]': from.address.unit } : {}),
    'from[address_city]': from.address.city,
    'from[address_state]': from.address.state,
    'from[address_zip]': from.address.zipCode,
    color: 'false',
    double_sided: 'false',
    address_placement: 'insert_blank_page',
    mail_type: 'usps_first_class',
    extra_service: 'certified_return_receipt',
    use_type: 'operational',
  };
  for (const [key, value] of Object.entries(letter.metadata)) fields[`metadata[${key}]`] = value;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(letter.pdf)], { type: 'application/pdf' }), 'letter.pdf');
  return form;
}

const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status;

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
  const letters = new LettersApi(configuration);
  const call = <T>(request: Promise<T>) =>
    request.catch((error: unknown) => {
      throw lobFailure(error);
    });
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

    async createLetter(letter) {
      const created = await call(
        // The SDK's model is sent as JSON, where `file` can only be HTML, a URL or a template id; our PDF goes as
        // a multipart file instead, which Lob's description also accepts (the SDK passes a FormData through).
        letters.create(letterForm(letter) as unknown as LetterEditable, letter.idempotencyKey, {
          headers: { 'Content-Type': 'multipart/form-data' },
        }),
      );
      const state = letterStateOf(created);
      if (!state) throw new Error('Lob answered a letter creation with something else than a letter');
      return state;
    },

    async cancelLetter(lobLetterId) {
      try {
        await letters.cancel(lobLetterId);
        return 'cancelled';
      } catch (error) {
        // Lob refuses with 422 (not deletable) once the send date has passed or the letter was cancelled before.
        if (statusOf(error) === 422 || statusOf(error) === 404) return 'too_late';
        throw lobFailure(error);
      }
    },

    async retrieveLetter(lobLetterId) {
      try {
        return letterStateOf(await letters.get(lobLetterId));
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw lobFailure(error);
      }
    },
  };
}
