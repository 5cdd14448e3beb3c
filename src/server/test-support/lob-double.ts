import { createHmac, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Operation, ValidationContext } from 'openapi-backend';
import { nestFormFields } from './multipart.ts';

/**
 * A local stand-in for the few Lob endpoints CreditPath uses (US verification, letters: create, get, cancel), for
 * tests: the real SDK talks to it (`basePath: double.url + '/v1'`). Every request is checked against Lob's own
 * API description (vendor/lob), so a request Lob would refuse is refused here with Lob's error shape; every answer
 * is checked against it too, so an answer Lob could not give is a bug in the double and fails the test loudly.
 * It can also post tracking events to a webhook, signed as Lob signs them.
 */

type Params = Record<string, unknown>;
type LobObject = Params & { id: string };
type Reply = { status: number; body: unknown };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Params;
  body: unknown;
  idempotencyKey: string | null;
  /** The bytes of the file sent with it (a letter's PDF), or null. */
  file: Buffer | null;
  /** Null when the description accepts the request; else why it does not (Ajv's messages). */
  refused: string | null;
}

export interface LobDouble {
  url: string;
  /** Every request received, oldest first, refused ones included. */
  requests: RecordedRequest[];
  /** Every event sent (or, without a webhook URL, only recorded), oldest first. */
  events: LobObject[];
  setWebhookUrl(url: string | null): void;
  /** Moves a letter along (a tracking event for `letter.mailed`, `letter.certified.delivered`…) and posts the event. */
  sendEvent(letterId: string, type: string): Promise<Delivery>;
  /**
   * While true, Lob is down: every request (or only those whose path starts with `onlyPath`, `/v1/letters`) is
   * answered 500 `service_unavailable`, as Lob answers when it cannot take one now, or (`status` 429) refused as
   * too many requests, which tells the caller nothing was done.
   */
  setUnavailable(unavailable: boolean, onlyPath?: string, status?: 500 | 429): void;
  /** The id of the letter whose metadata has `key` = `value` (a mailing's id), or null. */
  findLetter(key: string, value: string): string | null;
  close(): Promise<void>;
}

/** The event, and the webhook's answer (null when no webhook URL is set). */
export interface Delivery {
  event: LobObject;
  status: number | null;
}

const DESCRIPTION = fileURLToPath(new URL('../../../vendor/lob/lob-api-bundled.yml', import.meta.url));

// The formats of the dates the double fills (send date, expected delivery date) are checked; the others are not.
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Lob's description, parsed and dereferenced once per process and shared by every double: 1 MB of YAML takes
 * about 0.4 s to load and each operation's validators about 0.1 s to compile. `quick` is needed, not only
 * faster: the description puts `$ref`s where OpenAPI 3.0 wants a media-type map (`content: {$ref: …mediaTypes…}`),
 * so openapi-backend's strict check of the document refuses it (281 errors), while dereferencing resolves those
 * `$ref`s like any other and validation works. Validators are compiled on first use.
 */
async function loadDescription() {
  const api = new OpenAPIBackend({
    definition: DESCRIPTION,
    apiRoot: '/v1',
    quick: true,
    // A description that cannot be read or dereferenced must fail the tests, not only warn.
    strict: true,
    // Ajv would warn once per unknown format (`float`, `uri`…) on each compile; they are not checked, as by default.
    ajvOpts: { logger: false },
    customizeAjv: (ajv) => ajv.addFormat('date', DATE).addFormat('date-time', DATE_TIME),
  });
  await api.init();
  dropUntypedNullable(api.definition, new WeakSet());
  onlyRegularLettersLackExtraService(api.definition);
  // Lob's event object, as its webhooks deliver it: the description gives its shape under `x-webhooks`.
  const webhooks = (api.definition as unknown as { 'x-webhooks': Record<string, { post: Operation }> })['x-webhooks'];
  const event = webhooks.events?.post.responses?.['200'] as { content?: Record<string, { schema: object }> };
  const eventSchema = event?.content?.['application/json']?.schema;
  if (!eventSchema) throw new Error("Lob's description no longer describes its event object: review the double");
  const validateEvent = api.validator.getAjv(ValidationContext.Response).compile(eventSchema);
  return { api, validateEvent };
}

let description: ReturnType<typeof loadDescription> | undefined;
const lobDescription = () => {
  description ??= loadDescription();
  return description;
};

/**
 * OpenAPI 3.0.3 says `nullable` "only takes effect if `type` is explicitly defined within the same Schema Object";
 * the description has some without (`allOf: [{$ref: …}, {nullable: true}]`), which Ajv refuses to compile. Removing
 * those is what the standard already means; the document on disk stays as Lob published it.
 */
function dropUntypedNullable(node: unknown, seen: WeakSet<object>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const schema = node as Params;
  if ('nullable' in schema && !('type' in schema)) delete schema.nullable;
  for (const inner of Object.values(schema)) dropUntypedNullable(inner, seen);
}

/**
 * The description's letter is `oneOf` regular (`no_extra_service`), registered and certified, but nothing in the
 * regular branch says it has no extra service: a certified letter with no tracking event yet (every new one)
 * matches both regular and certified, and `oneOf` refuses it. The regular branch is narrowed to what its name says,
 * `extra_service` absent or null, which picks exactly one branch for every letter, as a discriminator would.
 */
function onlyRegularLettersLackExtraService(definition: unknown): void {
  const schemas = (definition as { components: { schemas: Record<string, { allOf: { properties: Params }[] }> } })
    .components.schemas;
  const regular = schemas.no_extra_service?.allOf[0];
  if (!regular) throw new Error("Lob's description no longer has no_extra_service: review the double");
  regular.properties.extra_service = { type: 'string', nullable: true, enum: [null] };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { message, status_code: status, code } },
});

/**
 * The body as the description's schema sees it: JSON, or form fields (urlencoded and multipart alike); and the
 * bytes of a file it carries, for a test to read what Lob would print.
 */
async function parseBody(raw: Buffer, contentType: string): Promise<{ body: unknown; file: Buffer | null }> {
  if (raw.length === 0) return { body: undefined, file: null };
  if (contentType.startsWith('application/json')) {
    try {
      return { body: JSON.parse(raw.toString()), file: null };
    } catch {
      return { body: raw.toString(), file: null };
    }
  }
  if (contentType.startsWith('application/x-www-form-urlencoded') || contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    const fields: [string, unknown][] = [];
    let file: Blob | null = null;
    form.forEach((value, key) => {
      if (typeof value !== 'string') file = value;
      // A file field (a letter's PDF) is checked as its name: the description types `file` as a string. A form
      // carries only text, so Lob reads `true` and `false` as the booleans its description types (`color`…).
      const text = typeof value === 'string' ? value : value.name;
      fields.push([key, text === 'true' ? true : text === 'false' ? false : text]);
    });
    // Lob's bracketed field names (`to[name]`) nest into objects.
    return { body: nestFormFields(fields), file: file ? Buffer.from(await (file as Blob).arrayBuffer()) : null };
  }
  return { body: raw.toString(), file: null };
}

/** The HTTP Basic username (Lob's API key; the password is empty), or null. */
function apiKey(authorization: string | undefined): string | null {
  const [scheme, encoded] = authorization?.split(' ') ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const username = Buffer.from(encoded, 'base64').toString().split(':')[0];
  return username || null;
}

/**
 * Makes a US verification answer deliverable unless the primary line asks otherwise, so tests can choose:
 * "UNDELIVERABLE" in it → `undeliverable`; "MISSING UNIT" → `deliverable_missing_unit`.
 */
function verify(input: Params, casing: string | undefined): LobObject {
  const upper = casing !== 'proper';
  const shape = (text: string) =>
    upper ? text.toUpperCase() : text.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());
  const primary = String(input.primary_line ?? input.address ?? '');
  const deliverability = /UNDELIVERABLE/i.test(primary)
    ? 'undeliverable'
    : /MISSING UNIT/i.test(primary)
      ? 'deliverable_missing_unit'
      : 'deliverable';
  const deliverable = deliverability !== 'undeliverable';
  const [, number = '', street = primary] = /^(\d+)\s+(.*)$/.exec(primary) ?? [];
  const city = String(input.city ?? 'SAN FRANCISCO');
  const state = String(input.state ?? 'CA').toUpperCase();
  const zip = String(input.zip_code ?? '94107').slice(0, 5);
  // The description requires a 4-digit ZIP+4 even for an undeliverable address, so every answer has one.
  const plus4 = '1234';
  return {
    id: newId('us_ver'),
    recipient: input.recipient ? shape(String(input.recipient)) : null,
    primary_line: shape(primary),
    secondary_line: shape(String(input.secondary_line ?? '')),
    urbanization: shape(String(input.urbanization ?? '')),
    last_line: `${shape(city)} ${state} ${zip}-${plus4}`,
    deliverability,
    valid_address: deliverable,
    components: {
      primary_number: number,
      street_predirection: '',
      street_name: shape(street),
      street_suffix: '',
      street_postdirection: '',
      secondary_designator: '',
      secondary_number: '',
      pmb_designator: '',
      pmb_number: '',
      extra_secondary_designator: '',
      extra_secondary_number: '',
      city: shape(city),
      state,
      zip_code: zip,
      zip_code_plus_4: plus4,
      zip_code_type: deliverable ? 'standard' : '',
      delivery_point_barcode: deliverable ? `${zip}${plus4}99` : '',
      address_type: deliverable ? 'residential' : '',
      record_type: deliverable ? 'street' : '',
      default_building_address: deliverability === 'deliverable_missing_unit',
      county: deliverable ? 'SAN FRANCISCO' : '',
      county_fips: '06075',
      carrier_route: deliverable ? 'C001' : '',
      carrier_route_type: 'city_delivery',
      po_box_only_flag: 'N',
    },
    deliverability_analysis: {
      dpv_confirmation: { deliverable: 'Y', deliverable_missing_unit: 'D', undeliverable: 'N' }[deliverability] ?? '',
      dpv_cmra: deliverable ? 'N' : '',
      dpv_vacant: deliverable ? 'N' : '',
      dpv_active: deliverable ? 'Y' : '',
      dpv_inactive_reason: '',
      dpv_throwback: deliverable ? 'N' : '',
      dpv_non_delivery_day_flag: deliverable ? 'N' : '',
      dpv_non_delivery_day_values: '',
      dpv_no_secure_location: deliverable ? 'N' : '',
      dpv_door_not_accessible: deliverable ? 'N' : '',
      dpv_footnotes: { deliverable: ['AA', 'BB'], deliverable_missing_unit: ['AA', 'N1'], undeliverable: ['M1'] }[
        deliverability
      ],
      ews_match: false,
      lacs_indicator: '',
      lacs_return_code: '',
      suite_return_code: '',
    },
    lob_confidence_score: deliverable ? { score: 100, level: 'high' } : { score: 0, level: 'low' },
    object: 'us_verification',
  };
}

/** An inline address of a letter, as Lob stores and returns it (an id, `UNITED STATES`, its own dates). */
function storedAddress(input: unknown, now: string): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { address_country: _country, ...fields } = input as Params;
  return {
    id: newId('adr'),
    ...fields,
    address_country: 'UNITED STATES',
    date_created: now,
    date_modified: now,
    object: 'address',
  };
}

// A letter can be cancelled until its send date: Lob's default cancellation window is 5 minutes after creation.
const CANCELLATION_WINDOW_MS = 5 * 60_000;
// USPS First-Class takes 3–5 business days; the double says 5 days after the send date.
const DELIVERY_DAYS = 5;

/**
 * The USPS scans behind each tracking event type: the event's name, and for certified mail the scan's details
 * (which the description requires there and forbids on ordinary mail).
 */
const SCANS: Record<string, { name: string; event: string; description: string; action_required?: boolean }> = {
  mailed: {
    name: 'Mailed',
    event: 'package_accepted',
    description: 'Package has been accepted into the carrier network',
  },
  in_transit: { name: 'In Transit', event: 'package_departed', description: 'Package has departed a facility' },
  in_local_area: { name: 'In Local Area', event: 'package_in_local_area', description: 'Package is in the local area' },
  processed_for_delivery: {
    name: 'Processed for Delivery',
    event: 'out_for_delivery',
    description: 'Package is out for delivery',
  },
  pickup_available: { name: 'Pickup Available', event: 'pickup_available', description: 'Package is ready for pickup' },
  delivered: { name: 'Delivered', event: 'delivered', description: 'Package has been delivered' },
  're-routed': { name: 'Re-Routed', event: 'package_forwarded', description: 'Package has been forwarded' },
  returned_to_sender: {
    name: 'Returned to Sender',
    event: 'returned_to_sender',
    description: 'Package is being returned to the sender',
  },
  issue: { name: 'Issue', event: 'other', description: 'There is an issue with the package', action_required: true },
};

/** The tracking event a webhook event type adds to a letter (`letter.mailed`, `letter.certified.delivered`…). */
function trackingEvent(type: string): Params | null {
  const [, certified, step = ''] = /^letter\.(certified\.)?([a-z_-]+)$/.exec(type) ?? [];
  const scan = SCANS[step];
  if (!scan) return null;
  const { name, event, description, action_required = false } = scan;
  return certified
    ? { type: 'certified', name, details: { event, description, action_required } }
    : { type: 'normal', name, details: null };
}

/** What Ajv found wrong, on one line, for Lob's error message and for the recording. */
const explain = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((found) => `${found.instancePath || '/'} ${found.message}`).join('; ');

export async function startLobDouble(options: {
  webhookUrl?: string;
  /** The webhook's secret, as Lob's dashboard gives it: the key of each event's signature. */
  webhookSecret: string;
  /** The double's clock (send dates, cancellation); the real one by default. */
  now?: () => Date;
  /** A fixed port (the browser journeys' app is told it in advance); any free one by default. */
  port?: number;
}): Promise<LobDouble> {
  const { api, validateEvent } = await lobDescription();
  const now = options.now ?? (() => new Date());
  let webhookUrl = options.webhookUrl ?? null;
  const letters = new Map<string, LobObject>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const events: LobObject[] = [];
  let unavailable: { onlyPath: string; status: 500 | 429 } | null = null;

  function createLetter(body: Params, key: string | null): Reply {
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    // As Lob does: a retry with the same key is answered with the letter the first request made.
    if (earlier) return { status: 200, body: letters.get(earlier) };
    const created = now();
    const stamp = created.toISOString();
    const sendDate = body.send_date ? new Date(String(body.send_date)) : new Date(+created + CANCELLATION_WINDOW_MS);
    const delivery = new Date(+sendDate + DELIVERY_DAYS * 24 * 3600_000);
    const certified = body.extra_service === 'certified' || body.extra_service === 'certified_return_receipt';
    // Lob answers with what it made of these (card objects, the PDF's signed `url`), not with the request's values;
    // the double leaves them out, the more so as the description's pattern for a signed link admits no real URL.
    const { to, from, file: _file, cards: _cards, qr_code: _qr, billing_group_id: _group, ...rest } = body;
    const letter: LobObject = {
      ...rest,
      id: newId('ltr'),
      to: storedAddress(to, stamp),
      from: storedAddress(from, stamp),
      color: body.color ?? false,
      use_type: body.use_type ?? null,
      carrier: 'USPS',
      status: 'processed',
      send_date: sendDate.toISOString(),
      expected_delivery_date: delivery.toISOString().slice(0, 10),
      tracking_events: [],
      date_created: stamp,
      date_modified: stamp,
      object: 'letter',
      // Certified mail has a USPS tracking number from the start (20 digits, 9407 for Certified Mail).
      ...(certified && {
        tracking_number: `9407${String(randomInt(1e8)).padStart(8, '0')}${String(randomInt(1e8)).padStart(8, '0')}`,
      }),
    };
    letters.set(letter.id, letter);
    if (key) byIdempotencyKey.set(key, letter.id);
    return { status: 200, body: letter };
  }

  function cancelLetter(letter: LobObject): Reply {
    if (letter.deleted || now() >= new Date(String(letter.send_date))) {
      return error(422, 'not_deletable', `letter ${letter.id} has been sent or canceled and cannot be canceled`);
    }
    Object.assign(letter, { deleted: true, date_modified: now().toISOString() });
    return { status: 200, body: { id: letter.id, deleted: true } };
  }

  /** Our use of the API, by the description's operation ids. */
  function answer(operationId: string, params: Params, query: Params, body: Params, key: string | null): Reply {
    const letter = letters.get(String(params.ltr_id));
    switch (operationId) {
      case 'us_verification':
        return { status: 200, body: verify(body, query.case as string | undefined) };
      case 'letter_create':
        return createLetter(body, key);
      case 'letter_retrieve':
        return letter ? { status: 200, body: letter } : error(404, 'not_found', 'letter not found');
      case 'letter_cancel':
        return letter ? cancelLetter(letter) : error(404, 'not_found', 'letter not found');
      default:
        return error(404, 'not_found', `${operationId} is not part of the Lob double`);
    }
  }

  /**
   * The description's answer shape for this operation and status (its `default` covers errors): an answer that
   * does not fit is the double's bug, never the caller's, so it throws into the test rather than answer.
   */
  function checked(operation: Operation, reply: Reply): Reply {
    const result = api.validateResponse(reply.body, operation, reply.status);
    if (result.errors) {
      throw new Error(
        `Lob double answered ${operation.operationId} outside Lob's description: ${explain(result.errors)}`,
      );
    }
    return reply;
  }

  async function handle(req: http.IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://lob.test');
    const method = (req.method ?? 'GET').toLowerCase();
    const headers = req.headers as Record<string, string>;
    const query = Object.fromEntries(url.searchParams);
    const { body, file } = await parseBody(Buffer.concat(chunks), headers['content-type'] ?? '');
    const request = { method, path: url.pathname, query, headers, body };
    const operation = api.matchOperation(request);
    const key = headers['idempotency-key'] ?? (query.idempotency_key as string | undefined) ?? null;
    const record = (refused: string | null) =>
      requests.push({
        method: method.toUpperCase(),
        path: url.pathname,
        query,
        body,
        idempotencyKey: key,
        file,
        refused,
      });

    if (!operation) {
      record('no such operation in the description');
      return error(404, 'unrecognized_endpoint', `${method.toUpperCase()} ${url.pathname} is not a Lob endpoint`);
    }
    if (unavailable && url.pathname.startsWith(unavailable.onlyPath)) {
      record('Lob is down (setUnavailable)');
      if (unavailable.status === 429) {
        return checked(operation, error(429, 'rate_limit_exceeded', 'Too many requests, please try again later'));
      }
      // The description's error statuses stop at 500; `service_unavailable` is its code for "not now".
      return checked(operation, error(500, 'service_unavailable', 'Service unavailable, please try again later'));
    }
    // The description's only security scheme is HTTP Basic with the API key as username: Lob answers 401 without.
    if (!apiKey(headers.authorization)) {
      record('no API key (HTTP Basic username)');
      return checked(operation, error(401, 'unauthorized', 'Your API key is not valid. Please sign up on lob.com.'));
    }
    const validation = api.validateRequest(request, operation);
    if (!validation.valid) {
      const why = explain(validation.errors);
      record(why);
      // Lob answers a request its schema refuses with 422 (its error codes' statuses do not include 400).
      return checked(operation, error(422, 'invalid', why));
    }
    record(null);
    const { params } = api.router.parseRequest(request, operation);
    return checked(operation, answer(operation.operationId ?? '', params, query, (body ?? {}) as Params, key));
  }

  const server = http.createServer((req, res) => {
    handle(req).then(
      (reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(reply.body));
      },
      (failure: unknown) => {
        // A 500 the SDK surfaces as a failed call, and the reason in the test's output.
        console.error(failure);
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: String(failure), status_code: 500, code: 'internal_server_error' } }),
        );
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function sendEvent(letterId: string, type: string): Promise<Delivery> {
    const letter = letters.get(letterId);
    if (!letter) throw new Error(`no letter ${letterId}`);
    const stamp = now().toISOString();
    const tracking = trackingEvent(type);
    // A letter's tracking events are all of its mail class (the description types them so): a certified letter is
    // tracked by `letter.certified.*` events, any other by `letter.*`. A mix-up is the test's, said plainly here
    // rather than as the next answer failing the description.
    const certified = letter.extra_service === 'certified' || letter.extra_service === 'certified_return_receipt';
    if (tracking && (tracking.type === 'certified') !== certified) {
      throw new Error(`${type} does not track letter ${letterId}: it is ${certified ? '' : 'not '}certified mail`);
    }
    if (tracking) {
      (letter.tracking_events as Params[]).push({
        id: newId('evnt'),
        ...tracking,
        location: '94107',
        time: stamp,
        date_created: stamp,
        date_modified: stamp,
        object: 'tracking_event',
      });
      letter.date_modified = stamp;
    }
    const event = {
      id: newId('evt'),
      body: structuredClone(letter),
      reference_id: letter.id,
      event_type: { id: type, enabled_for_test: true, resource: 'letters', object: 'event_type' },
      date_created: stamp,
      object: 'event',
    };
    if (!validateEvent(event)) {
      throw new Error(`Lob double made an event outside Lob's description: ${explain(validateEvent.errors)}`);
    }
    events.push(event);
    if (!webhookUrl) return { event, status: null };
    const payload = JSON.stringify(event);
    const timestamp = String(now().getTime());
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'lob-signature': signLobEvent(options.webhookSecret, timestamp, payload),
        'lob-signature-timestamp': timestamp,
      },
      body: payload,
    });
    await response.arrayBuffer();
    return { event, status: response.status };
  }

  return {
    url: origin,
    requests,
    events,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    sendEvent,
    setUnavailable: (down, onlyPath = '/', status = 500) => {
      unavailable = down ? { onlyPath, status } : null;
    },
    findLetter: (key, value) =>
      [...letters.values()].find((letter) => (letter.metadata as Params | undefined)?.[key] === value)?.id ?? null,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Lob's webhook signature: hex HMAC-SHA256, keyed with the webhook's secret, of `${timestamp}.${raw body}`, in the
 * `Lob-Signature` header, the timestamp (Unix time in milliseconds) in `Lob-Signature-Timestamp`. Lob's API
 * description does not define it; Lob's "Using webhooks" guide (help.lob.com, "Securing your endpoint") does, but
 * its text was not at hand when this was written: the scheme is the one several independent Lob integrations
 * verify, which agree. Check it against a real test event from Lob's dashboard before relying on it in production
 * (decision 023).
 */
export function signLobEvent(secret: string, timestamp: string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}
