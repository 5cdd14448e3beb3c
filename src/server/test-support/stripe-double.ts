import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints CreditPath uses, for tests and the browser journey: the real
 * SDK talks to it (config.payments.apiUrl), it honours idempotency keys as Stripe does, and it posts events
 * signed with the SDK's own test-header helper. Nothing leaves the machine and no money moves.
 */

type Params = Record<string, unknown>;
type StripeObject = Params & { id: string };
type Reply = { status: number; body: unknown; after?: () => Promise<unknown> };

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
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    const last = path.pop() ?? key;
    let node = root;
    for (const part of path) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[last] = value;
  }
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

  function createInvoice(body: Params): Reply {
    return ok(
      store({
        ...body,
        id: newId('in'),
        object: 'invoice',
        status: 'draft',
        auto_advance: body.auto_advance === 'true',
        amount_due: 0,
        lines: list([]),
        payments: list([]),
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

  /** Pays an invoice with a new charge, unless a decline was asked for; either way its event follows. */
  function pay(body: Params, invoice: StripeObject): Reply {
    if (invoice.status !== 'open') return error(400, 'invalid_request_error', 'invoice_not_payable');
    const decline = declines.shift();
    const charge = store({
      id: newId('ch'),
      object: 'charge',
      amount: invoice.amount_due,
      amount_refunded: 0,
      currency: invoice.currency,
      customer: invoice.customer,
      payment_method: body.payment_method ?? invoice.default_payment_method,
      status: decline ? 'failed' : 'succeeded',
    });
    if (decline) {
      const declined = { code: 'card_declined', decline_code: decline, charge: charge.id };
      invoice.last_finalization_error = { type: 'card_error', ...declined };
      return {
        ...error(402, 'card_error', 'card_declined', declined),
        after: () => emit('invoice.payment_failed', invoice),
      };
    }
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      last_finalization_error: null,
      payments: list([{ object: 'invoice_payment', status: 'paid', payment: { type: 'charge', charge: charge.id } }]),
    });
    return { ...ok(invoice), after: () => emit('invoice.paid', invoice) };
  }

  /** Moves an object from one status to the next, as finalize, void and expire do. */
  function move(object: StripeObject, from: string, changes: Params, event?: string): Reply {
    if (object.status !== from) return error(400, 'invalid_request_error', `${object.object}_unexpected_state`);
    Object.assign(object, changes);
    return event ? { ...ok(object), after: () => emit(event, object) } : ok(object);
  }

  /** A session, its setup intent expanded when asked for (`expand[]=setup_intent`). */
  function retrieveSession(body: Params, session: StripeObject): Reply {
    const expanded = (body.expand as string[] | undefined)?.includes('setup_intent');
    return ok(expanded ? { ...session, setup_intent: find(session.setup_intent as string, 'setup_intent') } : session);
  }

  /** Our use of the API, route by route, with the kind of object the path's id names. */
  const routes: [string, RegExp, string | null, (body: Params, found: StripeObject) => Reply][] = [
    ['POST', /^customers$/, null, (body) => ok(store({ ...body, id: newId('cus'), object: 'customer' }))],
    ['POST', /^checkout\/sessions$/, null, createSession],
    ['GET', /^checkout\/sessions\/([^/]+)$/, 'checkout.session', retrieveSession],
    [
      'POST',
      /^checkout\/sessions\/([^/]+)\/expire$/,
      'checkout.session',
      (_, session) => move(session, 'open', { status: 'expired', url: null }, 'checkout.session.expired'),
    ],
    ['GET', /^setup_intents\/([^/]+)$/, 'setup_intent', (_, intent) => ok(intent)],
    ['POST', /^invoiceitems$/, null, createItem],
    ['POST', /^invoices$/, null, createInvoice],
    ['POST', /^invoices\/([^/]+)\/finalize$/, 'invoice', (_, invoice) => move(invoice, 'draft', { status: 'open' })],
    ['POST', /^invoices\/([^/]+)\/void$/, 'invoice', (_, invoice) => move(invoice, 'open', { status: 'void' })],
    ['POST', /^invoices\/([^/]+)\/pay$/, 'invoice', pay],
  ];

  function answer(method: string, path: string, body: Params): Reply {
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
    idempotent.set(key, { body: text, reply: { status: reply.status, body: structuredClone(reply.body) } });
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
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
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
      const { id, amount, currency } = chargeOf(chargeId);
      const dispute = { id: newId('dp'), object: 'dispute', charge: id, amount, currency, reason: 'fraudulent' };
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
