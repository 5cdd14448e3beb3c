import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { nestFormFields } from './multipart.ts';

/**
 * A local stand-in for the few Stripe endpoints CreditPath uses, for tests and the browser journey: the real
 * SDK talks to it (config.payments.apiUrl), it honours idempotency keys as Stripe does, and it posts events
 * signed with the SDK's own test-header helper. Nothing leaves the machine and no money moves.
 */

type Params = Record<string, unknown>;
type StripeObject = Params & { id: string };
type Reply = { status: number; body: unknown; headers?: Record<string, string>; after?: () => Promise<unknown> };

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

export interface StripeDouble {
  url: string;
  /** Every API call received, oldest first (the hosted page's own requests are not API calls). */
  requests: RecordedRequest[];
  /** Every event sent (or, without a webhook URL, only recorded), oldest first. */
  events: StripeObject[];
  setWebhookUrl(url: string | null): void;
  /** The next `n` charges are declined with this decline code (e.g. insufficient_funds). */
  failNextCharges(code: string, n?: number): void;
  /**
   * The next `n` API calls whose path matches (e.g. /\/pay$/) fail with Stripe's own 500 (api_error,
   * `Stripe-Should-Retry: false`), kept under their idempotency key as Stripe keeps it.
   */
  failNextRequests(path: RegExp, n?: number): void;
  /** The member saves a card on the hosted page: the session completes and its event is delivered. */
  completeCheckout(sessionId: string): Promise<Delivery>;
  expireCheckout(sessionId: string): Promise<Delivery>;
  refund(chargeId: string): Promise<Delivery>;
  openChargeback(chargeId: string): Promise<Delivery>;
  sendEvent(type: string, object: StripeObject): Promise<Delivery>;
  /** Resolves once every event the API calls triggered has been delivered. */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

/** The event, and the webhook's answer (null when no webhook URL is set). */
export interface Delivery {
  event: StripeObject;
  status: number | null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);
const list = (data: unknown[]) => ({ object: 'list', data, has_more: false });
const ok = (body: unknown): Reply => ({ status: 200, body });
const error = (status: number, type: string, code: string, extra: object = {}): Reply => ({
  status,
  body: { error: { type, code, message: `${code} (Stripe double)`, ...extra } },
});
const missing = (id: string | undefined) => error(404, 'invalid_request_error', 'resource_missing', { param: id });

/** Stripe's form encoding (`metadata[userId]=…`, `expand[0]=…`) back into objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root = nestFormFields(new URLSearchParams(text));
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    return entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))
      ? entries.map(([, inner]) => inner)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export async function startStripeDouble(options: {
  webhookUrl?: string;
  webhookSecret: string;
  /** A fixed port (the browser journeys' server is configured with it); any free one by default. */
  port?: number;
}): Promise<StripeDouble> {
  let webhookUrl = options.webhookUrl ?? null;
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { body: string; reply: Reply }>();
  const declines: string[] = [];
  const outages: RegExp[] = [];
  const pending = new Set<Promise<unknown>>();
  const requests: RecordedRequest[] = [];
  const events: StripeObject[] = [];
  let origin = '';

  const store = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const find = (id: string | undefined, object: string) => {
    const found = id ? objects.get(id) : undefined;
    return found?.object === object ? found : null;
  };

  async function emit(type: string, object: StripeObject): Promise<Delivery> {
    const event = store({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    events.push(event);
    if (!webhookUrl) return { event, status: null };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await response.arrayBuffer();
    return { event, status: response.status };
  }

  function completeSession(session: StripeObject): Promise<Delivery> {
    const card = store({ id: newId('pm'), object: 'payment_method', type: 'card', customer: session.customer });
    Object.assign(find(session.setup_intent as string, 'setup_intent') ?? {}, {
      status: 'succeeded',
      payment_method: card.id,
    });
    return emit('checkout.session.completed', Object.assign(session, { status: 'complete' }));
  }

  function openSession(id: string): StripeObject {
    const session = find(id, 'checkout.session');
    if (session?.status !== 'open') throw new Error(`no open checkout session ${id}`);
    return session;
  }

  // Stripe's objects echo the parameters they were made with, so each starts from the request's body.
  function createSession(body: Params): Reply {
    const { metadata, customer = null } = body;
    const intent = store({
      id: newId('seti'),
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer,
      metadata,
    });
    const id = newId('cs_test');
    const session = { ...body, id, object: 'checkout.session', status: 'open', url: `${origin}/pay/${id}` };
    return ok(store({ ...session, customer, setup_intent: intent.id, expires_at: seconds() + 24 * 3600 }));
  }

  // An invoice's `payments` are includable, not sent by default: they are listed at /v1/invoice_payments.
  function createInvoice(body: Params): Reply {
    return ok(
      store({
        ...body,
        id: newId('in'),
        object: 'invoice',
        status: 'draft',
        auto_advance: body.auto_advance === 'true',
        amount_due: 0,
        amount_paid: 0,
        attempt_count: 0,
        attempted: false,
        lines: list([]),
        last_finalization_error: null,
      }),
    );
  }

  function createItem(body: Params): Reply {
    const invoice = find(body.invoice as string, 'invoice');
    if (invoice?.status !== 'draft') return missing(body.invoice as string);
    const item = store({ ...body, id: newId('ii'), object: 'invoiceitem', amount: Number(body.amount) });
    (invoice.lines as { data: unknown[] }).data.push(item);
    invoice.amount_due = (invoice.amount_due as number) + item.amount;
    return ok(item);
  }

  /** Finalizing makes the invoice's default payment: a PaymentIntent for its amount, not yet confirmed. */
  function finalize(invoice: StripeObject): Reply {
    if (invoice.status !== 'draft') return error(400, 'invalid_request_error', 'invoice_unexpected_state');
    const intent = store({
      id: newId('pi'),
      object: 'payment_intent',
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
    });
    store({
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      is_default: true,
      amount_requested: invoice.amount_due,
      amount_paid: null,
      currency: invoice.currency,
      livemode: false,
      created: seconds(),
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status_transitions: { paid_at: null, canceled_at: null },
    });
    return ok(Object.assign(invoice, { status: 'open' }));
  }

  /** The invoice's default payment and its PaymentIntent. */
  function defaultPayment(invoiceId: unknown) {
    const payment = [...objects.values()].find(
      (object) => object.object === 'invoice_payment' && object.invoice === invoiceId && object.is_default,
    );
    const intentId = (payment?.payment as { payment_intent?: string } | undefined)?.payment_intent;
    const intent = find(intentId, 'payment_intent');
    if (!payment || !intent) throw new Error(`invoice ${String(invoiceId)} has no payment`);
    return { payment, intent };
  }

  /**
   * Pays an invoice with a new charge on its PaymentIntent, unless a decline was asked for: then the charge
   * fails, the intent keeps the decline, and the card error is the answer. Either way its event follows. Only
   * the first attempt counts in attempt_count: Stripe counts later manual attempts as the same one.
   */
  function pay(body: Params, invoice: StripeObject): Reply {
    if (invoice.status !== 'open') return error(400, 'invalid_request_error', 'invoice_not_payable');
    const { payment, intent } = defaultPayment(invoice.id);
    const decline = declines.shift();
    const paymentMethod = body.payment_method ?? invoice.default_payment_method;
    const charge = store({
      id: newId('ch'),
      object: 'charge',
      amount: invoice.amount_due,
      amount_refunded: 0,
      currency: invoice.currency,
      customer: invoice.customer,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      status: decline ? 'failed' : 'succeeded',
    });
    Object.assign(invoice, { attempted: true, attempt_count: Math.max(invoice.attempt_count as number, 1) });
    if (decline) {
      const declined = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        charge: charge.id,
        message: `Your card was declined (${decline}, Stripe double)`,
        payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        latest_charge: charge.id,
        last_payment_error: declined,
      });
      return {
        status: 402,
        body: { error: { ...declined, payment_intent: structuredClone(intent) } },
        after: () => emit('invoice.payment_failed', invoice),
      };
    }
    Object.assign(intent, {
      status: 'succeeded',
      latest_charge: charge.id,
      last_payment_error: null,
      payment_method: paymentMethod,
    });
    Object.assign(payment, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: seconds(), canceled_at: null },
    });
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    return { ...ok(invoice), after: () => emit('invoice.paid', invoice) };
  }

  /** GET /v1/invoice_payments: the payments of an invoice, or of a PaymentIntent (`payment[payment_intent]`). */
  function listInvoicePayments(query: Params): Reply {
    const intent = (query.payment as { payment_intent?: string } | undefined)?.payment_intent;
    if (query.invoice && !find(query.invoice as string, 'invoice')) return missing(query.invoice as string);
    const found = [...objects.values()].filter(
      (object) =>
        object.object === 'invoice_payment' &&
        (!query.invoice || object.invoice === query.invoice) &&
        (!intent || (object.payment as { payment_intent?: string }).payment_intent === intent),
    );
    return ok(expand(list(found), query));
  }

  /** Moves an object from one status to the next, as void and expire do. */
  function move(object: StripeObject, from: string, changes: Params, event?: string): Reply {
    if (object.status !== from) return error(400, 'invalid_request_error', `${object.object}_unexpected_state`);
    Object.assign(object, changes);
    return event ? { ...ok(object), after: () => emit(event, object) } : ok(object);
  }

  /** Stripe's `expand[]`: each dotted path's id replaced by its object (`data` walks a list's items). */
  function expand(value: unknown, query: Params): unknown {
    const at = (node: unknown, path: string[]): unknown => {
      if (Array.isArray(node)) return node.map((item) => at(item, path));
      const [head, ...rest] = path;
      if (!head || typeof node !== 'object' || node === null || !(head in node)) return node;
      const inner = (node as Params)[head];
      return { ...node, [head]: at(typeof inner === 'string' ? (objects.get(inner) ?? inner) : inner, rest) };
    };
    const paths = (query.expand as string[] | undefined) ?? [];
    return paths.reduce((out, path) => at(out, path.split('.')), value);
  }

  /** Our use of the API, route by route, with the kind of object the path's id names. */
  const routes: [string, RegExp, string | null, (body: Params, found: StripeObject) => Reply][] = [
    ['POST', /^customers$/, null, (body) => ok(store({ ...body, id: newId('cus'), object: 'customer' }))],
    // As Stripe does, deleting a customer takes its saved cards with it: nothing can be charged to them again.
    [
      'DELETE',
      /^customers\/([^/]+)$/,
      'customer',
      (_, customer) => {
        for (const [id, object] of objects) {
          if (object.object === 'payment_method' && object.customer === customer.id) objects.delete(id);
        }
        objects.delete(customer.id);
        return ok({ id: customer.id, object: 'customer', deleted: true });
      },
    ],
    ['POST', /^checkout\/sessions$/, null, createSession],
    ['GET', /^checkout\/sessions\/([^/]+)$/, 'checkout.session', (query, session) => ok(expand(session, query))],
    [
      'POST',
      /^checkout\/sessions\/([^/]+)\/expire$/,
      'checkout.session',
      (_, session) => move(session, 'open', { status: 'expired', url: null }, 'checkout.session.expired'),
    ],
    ['GET', /^setup_intents\/([^/]+)$/, 'setup_intent', (_, intent) => ok(intent)],
    ['POST', /^invoiceitems$/, null, createItem],
    ['POST', /^invoices$/, null, createInvoice],
    ['GET', /^invoices\/([^/]+)$/, 'invoice', (query, invoice) => ok(expand(invoice, query))],
    ['POST', /^invoices\/([^/]+)\/finalize$/, 'invoice', (_, invoice) => finalize(invoice)],
    ['POST', /^invoices\/([^/]+)\/void$/, 'invoice', (_, invoice) => move(invoice, 'open', { status: 'void' })],
    ['POST', /^invoices\/([^/]+)\/pay$/, 'invoice', pay],
    ['GET', /^invoice_payments$/, null, listInvoicePayments],
  ];

  function answer(method: string, path: string, body: Params): Reply {
    const outage = outages.findIndex((pattern) => pattern.test(path));
    if (outage >= 0) {
      outages.splice(outage, 1);
      return { ...error(500, 'api_error', 'internal_error'), headers: { 'stripe-should-retry': 'false' } };
    }
    const resource = path.replace(/^\/v1\//, '');
    for (const [verb, pattern, kind, handle] of routes) {
      const match = method === verb ? pattern.exec(resource) : null;
      if (!match) continue;
      const found = kind ? find(match[1], kind) : null;
      if (kind && !found) return missing(match[1]);
      // Creations name no object: they are never handed one.
      return handle(body, found as StripeObject);
    }
    return missing(path);
  }

  /** As Stripe does: the first answer under an idempotency key is the answer to every retry with it. */
  function idempotentAnswer(method: string, path: string, text: string, key: string | null): Reply {
    if (method !== 'POST' || !key) return answer(method, path, parseForm(text));
    const earlier = idempotent.get(key);
    if (earlier)
      return earlier.body === text ? earlier.reply : error(400, 'idempotency_error', 'idempotency_key_in_use');
    const reply = answer(method, path, parseForm(text));
    const { status, headers } = reply;
    idempotent.set(key, { body: text, reply: { status, headers, body: structuredClone(reply.body) } });
    return reply;
  }

  /** Stripe's hosted page, reduced to its one decision: save the card (or go back). */
  async function hostedPage(method: string, id: string, res: http.ServerResponse) {
    const session = find(id, 'checkout.session');
    if (session?.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' }).end('<p>This checkout is over.</p>');
      return;
    }
    if (method === 'POST') {
      await completeSession(session);
      const next = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(303, { location: next }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="${session.locale ?? 'en'}"><head><meta charset="utf-8"><title>Checkout (Stripe test double)</title></head>
<body><h1>Checkout (Stripe test double)</h1><p>A test page: no card is charged.</p>
<form method="post" action="/pay/${id}"><button type="submit">Save card</button></form>
<p><a href="${session.cancel_url ?? '/'}">Back</a></p></body></html>`,
    );
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/pay/')) return hostedPage(method, url.pathname.slice(5), res);
    const text = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString();
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, body: parseForm(text), idempotencyKey: key });
    const reply = req.headers.authorization?.startsWith('Bearer sk_')
      ? idempotentAnswer(method, url.pathname, text, key)
      : error(401, 'invalid_request_error', 'api_key');
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req'), ...reply.headers });
    res.end(JSON.stringify(reply.body));
    // Stripe delivers events after it has answered, never inside the call that caused them.
    if (reply.after) {
      const delivery = reply.after().finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const delivered = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  const chargeOf = (id: string) => {
    const charge = find(id, 'charge');
    if (!charge) throw new Error(`no charge ${id}`);
    return charge;
  };
  return {
    url: origin,
    requests,
    events,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    failNextCharges: (code, n = 1) => declines.push(...Array.from({ length: n }, () => code)),
    failNextRequests: (path, n = 1) => outages.push(...Array.from({ length: n }, () => path)),
    completeCheckout: async (sessionId) => completeSession(openSession(sessionId)),
    expireCheckout: async (sessionId) => {
      const session = Object.assign(openSession(sessionId), { status: 'expired', url: null });
      return emit('checkout.session.expired', session);
    },
    refund: async (chargeId) => {
      const charge = chargeOf(chargeId);
      return emit('charge.refunded', Object.assign(charge, { refunded: true, amount_refunded: charge.amount }));
    },
    openChargeback: async (chargeId) => {
      const { id, amount, currency, payment_intent } = chargeOf(chargeId);
      const dispute = {
        id: newId('dp'),
        object: 'dispute',
        charge: id,
        payment_intent,
        amount,
        currency,
        reason: 'fraudulent',
      };
      return emit('charge.dispute.created', store({ ...dispute, status: 'needs_response' }));
    },
    sendEvent: emit,
    delivered,
    close: async () => {
      await delivered();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
