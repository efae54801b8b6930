import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  /** The whole charge; with automatic tax, set when the buyer pays (their address is known). */
  amount_total: number;
  /** Stripe's automatic tax: on when create asked for it. */
  automatic_tax: { enabled: boolean; status: 'complete' | 'requires_location_inputs' | null };
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  currency: string;
  payment_intent: string | null;
  /** Every type the page offers; the shop reads the first when the intent is not expanded. */
  payment_method_types: string[];
  /** Unix seconds, or null for Stripe's default (24 hours). */
  expires_at: number | null;
  success_url: string;
  cancel_url: string;
}

/** What create was given for the line and the page, beyond what a session shows. */
export interface StandInLine {
  name: string;
  description: string | null;
  unitAmount: number;
  /** `price_data[tax_behavior]` and `product_data[tax_code]`, when sent. */
  taxBehavior: string | null;
  taxCode: string | null;
}

export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  /** True only once the whole amount is refunded. */
  refunded: boolean;
  payment_intent: string | null;
  metadata: Record<string, string>;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT, for STRIPE_API_URL. */
  url: string;
  sessions: Map<string, StandInSession>;
  /** The line item each session was created with, by session id. */
  lines: Map<string, StandInLine>;
  /** Every request the SDK made, as "METHOD path". */
  requests: string[];
  /** Every refund request, in order, with the Idempotency-Key it carried. */
  refundRequests: Array<{
    idempotencyKey: string | undefined;
    paymentIntent: string | null;
    /** The `amount` asked for, in cents; null when the whole charge was meant by leaving it out. */
    amount: number | null;
  }>;
  /**
   * The sales tax rate, in percent, that automatic tax charges every buyer when they pay: added
   * to a tax-exclusive price, taken out of an inclusive one (7.25 unless changed).
   */
  taxRatePercent: number;
  /** The refunds made, one per payment intent at most. */
  refunds: Map<string, StandInRefund>;
  /**
   * Runs after a refund is made and before it is answered: what Stripe does meanwhile
   * (a `charge.refunded` webhook that overtakes the API's answer).
   */
  beforeRefundAnswer: (() => Promise<unknown>) | undefined;
  /** The next `count` API calls answer with this HTTP status and a Stripe api_error. */
  failNext(status: number, count?: number): void;
  /**
   * What Stripe does when the buyer pays: the session completes and gets a payment intent,
   * paid with `paymentMethodType` (card unless told).
   */
  pay(sessionId: string, paymentMethodType?: string): StandInSession;
  /**
   * The charge of a paid session after the seller refunded `amountRefunded` (all of it
   * by default). Like Stripe's, it carries the metadata given to its payment intent.
   */
  refundedCharge(sessionId: string, amountRefunded?: number): StandInCharge;
  event(type: string, object: object): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** `expand[]=a` or `expand[0]=a`, as the SDK encodes arrays. */
const expansionsOf = (query: URLSearchParams) =>
  [...query].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);

const invalidRequest = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for the Stripe Checkout endpoints the shop calls, speaking
 * Stripe's wire format (form-encoded requests, JSON objects and errors), so the
 * official SDK can be tested against it offline.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  // What create was given as payment_intent_data.metadata, by session id.
  const intentMetadata = new Map<string, Record<string, string>>();
  const lines = new Map<string, StandInLine>();
  // The type of payment method each payment intent was paid with.
  const intentMethods = new Map<string, string>();
  const requests: string[] = [];
  const refundRequests: StripeStandIn['refundRequests'] = [];
  const refunds = new Map<string, StandInRefund>();
  // Like Stripe, a key seen before answers the first answer again, whatever happened since.
  const idempotentAnswers = new Map<string, { status: number; body: object }>();
  let failures: { status: number; count: number } = { status: 0, count: 0 };

  const server = createServer((request, response) => {
    void (async () => {
      const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://stand-in');
      requests.push(`${request.method ?? ''} ${path}`);
      const body = await readBody(request);
      if (failures.count > 0) {
        failures.count -= 1;
        return send(response, failures.status, {
          error: { type: 'api_error', message: 'Stand-in outage.' },
        });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const session: StandInSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          url: '',
          status: 'open',
          payment_status: 'unpaid',
          metadata: { order_id: form.get('metadata[order_id]') ?? '' },
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          automatic_tax: {
            enabled: form.get('automatic_tax[enabled]') === 'true',
            status:
              form.get('automatic_tax[enabled]') === 'true' ? 'requires_location_inputs' : null,
          },
          total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          payment_intent: null,
          payment_method_types: ['card'],
          expires_at: form.has('expires_at') ? Number(form.get('expires_at')) : null,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        sessions.set(session.id, session);
        lines.set(session.id, {
          name: form.get('line_items[0][price_data][product_data][name]') ?? '',
          description: form.get('line_items[0][price_data][product_data][description]'),
          unitAmount: session.amount_total,
          taxBehavior: form.get('line_items[0][price_data][tax_behavior]'),
          taxCode: form.get('line_items[0][price_data][product_data][tax_code]'),
        });
        const intentOrderId = form.get('payment_intent_data[metadata][order_id]');
        intentMetadata.set(session.id, intentOrderId ? { order_id: intentOrderId } : {});
        return send(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const header = request.headers['idempotency-key'];
        const idempotencyKey = Array.isArray(header) ? header[0] : header;
        const form = new URLSearchParams(body);
        refundRequests.push({
          idempotencyKey,
          paymentIntent: form.get('payment_intent'),
          amount: form.has('amount') ? Number(form.get('amount')) : null,
        });
        const replay = idempotencyKey ? idempotentAnswers.get(idempotencyKey) : undefined;
        const answer = replay ?? createRefund(form);
        if (idempotencyKey) idempotentAnswers.set(idempotencyKey, answer);
        if (!replay) await standIn.beforeRefundAnswer?.();
        return send(response, answer.status, answer.body);
      }
      if (request.method === 'GET' && path === '/v1/checkout/sessions') {
        // The shop lists sessions only to find the one of a payment intent.
        const intent = searchParams.get('payment_intent');
        const found = [...sessions.values()].filter(
          (session) => intent !== null && session.payment_intent === intent,
        );
        const limit = Number(searchParams.get('limit') ?? 10);
        return send(response, 200, {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: found.length > limit,
          data: found.slice(0, limit),
        });
      }
      const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      const toExpire = expiring?.[1] ? sessions.get(decodeURIComponent(expiring[1])) : undefined;
      if (request.method === 'POST' && toExpire) {
        // Like Stripe, only an open session can be expired.
        if (toExpire.status !== 'open')
          return send(response, 400, invalidRequest('', 'Only open sessions can be expired.'));
        toExpire.status = 'expired';
        return send(response, 200, toExpire);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      const session = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
      if (request.method === 'GET' && session)
        return send(response, 200, withExpansions(session, expansionsOf(searchParams)));
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${path}`,
        },
      });
    })();
  });
  /** The session as Stripe answers a retrieve with `expand`: the paid intent and its method. */
  function withExpansions(session: StandInSession, expand: string[]): object {
    const intent = session.payment_intent;
    if (!intent || !expand.includes('payment_intent.payment_method')) return session;
    const method = { id: id('pm'), object: 'payment_method', type: intentMethods.get(intent) };
    return {
      ...session,
      payment_intent: { id: intent, object: 'payment_intent', payment_method: method },
    };
  }

  /**
   * What Stripe Tax does once Checkout has the buyer's billing address: the tax of the line at
   * the stand-in's rate, added to the total or found within it by the line's tax behavior.
   */
  function applyTax(session: StandInSession): void {
    const line = lines.get(session.id);
    const unit = line?.unitAmount ?? session.amount_total;
    const rate = standIn.taxRatePercent / 100;
    const inclusive = line?.taxBehavior === 'inclusive';
    const tax = inclusive ? unit - Math.round(unit / (1 + rate)) : Math.round(unit * rate);
    session.amount_total = inclusive ? unit : unit + tax;
    session.total_details = { ...session.total_details, amount_tax: tax };
    session.automatic_tax = { enabled: true, status: 'complete' };
  }

  function createRefund(form: URLSearchParams): { status: number; body: object } {
    const intent = form.get('payment_intent');
    const session = [...sessions.values()].find(
      (candidate) => intent !== null && candidate.payment_intent === intent,
    );
    if (!intent || !session) {
      const message = `No such payment_intent: '${intent ?? ''}'`;
      return { status: 400, body: invalidRequest('resource_missing', message) };
    }
    if (refunds.has(intent)) {
      const message = `Charge for ${intent} has already been refunded.`;
      return { status: 400, body: invalidRequest('charge_already_refunded', message) };
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount: Number(form.get('amount') ?? session.amount_total),
      currency: session.currency,
      payment_intent: intent,
      charge: intent.replace(/^pi_/, 'ch_'),
      status: 'succeeded',
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(intent, refund);
    return { status: 200, body: refund };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    lines,
    requests,
    refundRequests,
    refunds,
    beforeRefundAnswer: undefined,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    taxRatePercent: 7.25,
    pay(sessionId, paymentMethodType = 'card') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No stand-in session ${sessionId}`);
      const intent = id('pi');
      intentMethods.set(intent, paymentMethodType);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent,
      });
      if (session.automatic_tax.enabled) applyTax(session);
      return session;
    },
    refundedCharge(sessionId, amountRefunded) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`Stand-in session ${sessionId} is not paid`);
      const refunded = amountRefunded ?? session.amount_total;
      return {
        // One charge per payment intent, so every call names the same charge.
        id: session.payment_intent.replace(/^pi_/, 'ch_'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: refunded,
        refunded: refunded === session.amount_total,
        payment_intent: session.payment_intent,
        metadata: { ...intentMetadata.get(sessionId) },
      };
    },
    event(type, object) {
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
