import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LobDouble, startLobDouble } from '#server/test-support/lob-double.ts';
import { freePort } from '#server/test-support/test-app.ts';
import { createLobClient, PrintServiceRefusedKey, PrintServiceUnavailable } from './index.ts';
import { envelopeName } from './lob-client.ts';

// The client against the local double of Lob, which holds every request and answer to Lob's API description.

let double: LobDouble;
const lob = () => createLobClient({ apiKey: 'test_0dc8d51e0acffcb1880e0f19c79b2f5b0cc', apiUrl: `${double.url}/v1` });

beforeAll(async () => {
  double = await startLobDouble({ webhookSecret: 'lob-webhook-secret' });
});
afterAll(() => double.close());

describe('verifyUsAddress', () => {
  it('finds an ordinary address deliverable and gives it back as Lob standardizes it', async () => {
    const verification = await lob().verifyUsAddress({
      street: '210 King Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94107',
    });
    expect(verification).toEqual({
      outcome: 'deliverable',
      standardized: {
        street: '210 King Street',
        unit: null,
        city: 'San Francisco',
        state: 'CA',
        zipCode: '94107-1234',
      },
      reason: null,
    });
    expect(double.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/us_verifications',
      query: { case: 'proper' },
      refused: null,
    });
  });

  it('takes the ZIP+4 a profile may hold', async () => {
    const verification = await lob().verifyUsAddress({
      street: '210 King Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94107-2282',
    });
    expect(verification.outcome).toBe('deliverable');
    expect(double.requests.at(-1)?.refused).toBeNull();
  });

  it.each([
    ['5 Missing Unit Avenue', 'missing_unit', 'deliverable_missing_unit'],
    ['1 Undeliverable Road', 'undeliverable', 'undeliverable'],
  ])('says what Lob made of %s: %s, with Lob’s word as the reason', async (street, outcome, reason) => {
    const verification = await lob().verifyUsAddress({ street, city: 'San Francisco', state: 'CA', zipCode: '94107' });
    expect(verification).toMatchObject({ outcome, reason });
  });

  it('verifies an address in a territory (Puerto Rico)', async () => {
    const verification = await lob().verifyUsAddress({
      street: '1500 Calle Loiza',
      city: 'San Juan',
      state: 'PR',
      zipCode: '00911',
    });
    expect(verification).toMatchObject({
      outcome: 'deliverable',
      standardized: { street: '1500 Calle Loiza', city: 'San Juan', state: 'PR', zipCode: '00911-1234' },
    });
    expect(double.requests.at(-1)?.refused).toBeNull();
  });
});

/** The SDK's own error carries the request, API key included: none of ours may, in any part a log would print. */
function expectNoKeyIn(failure: unknown, key: string) {
  const error = failure as Error;
  for (const part of [JSON.stringify(error), String(error), error.stack ?? '']) expect(part).not.toContain(key);
  expect(error.cause).toBeUndefined();
}

describe('failures', () => {
  const address = { street: '210 King Street', city: 'San Francisco', state: 'CA', zipCode: '94107' } as const;

  it('turns Lob unreachable into PrintServiceUnavailable', async () => {
    const unreachable = createLobClient({ apiKey: 'test_key', apiUrl: `http://127.0.0.1:${await freePort()}/v1` });
    const failure = await unreachable.verifyUsAddress(address).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrintServiceUnavailable);
    expect(String(failure)).toMatch(/Lob did not answer \(ECONNREFUSED\)/);
    // Nothing reached Lob: it did nothing.
    expect((failure as PrintServiceUnavailable).mayHaveActed).toBe(false);
    expectNoKeyIn(failure, 'test_key');
  });

  it('turns a refused API key into PrintServiceRefusedKey', async () => {
    // The double refuses only a call without a key (it cannot tell a wrong key from a right one).
    const keyless = createLobClient({ apiKey: '', apiUrl: `${double.url}/v1` });
    const failure = await keyless.verifyUsAddress(address).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrintServiceRefusedKey);
    expect(String(failure)).toMatch(/Lob answered 401: Your API key is not valid/);
    expect(double.requests.at(-1)?.refused).toMatch(/API key/);
  });

  describe('when Lob answers with an error the double never gives (a stand-in answers as Lob does)', () => {
    let status = 503;
    const busy = http.createServer((_, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      const [message, code] =
        status === 422 ? ['zip_code is invalid', 'invalid'] : ['Try again later', 'service_unavailable'];
      res.end(JSON.stringify({ error: { message, status_code: status, code } }));
    });
    beforeAll(() => new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve)));
    afterAll(() => new Promise((resolve) => busy.close(resolve)));

    it.each([503, 500, 429])('turns %s into PrintServiceUnavailable', async (answered) => {
      status = answered;
      const client = createLobClient({
        apiKey: 'test_secretkey',
        apiUrl: `http://127.0.0.1:${(busy.address() as AddressInfo).port}/v1`,
      });
      const failure = await client.verifyUsAddress(address).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PrintServiceUnavailable);
      expect(String(failure)).toMatch(new RegExp(`Lob answered ${answered}: Try again later`));
      // Failing on its side, Lob may have acted all the same; refusing too many requests, it did not.
      expect((failure as PrintServiceUnavailable).mayHaveActed).toBe(answered !== 429);
      expectNoKeyIn(failure, 'test_secretkey');
    });

    it('leaves any other refusal a plain error: a request Lob’s description refuses is our bug', async () => {
      status = 422;
      const client = createLobClient({
        apiKey: 'test_secretkey',
        apiUrl: `http://127.0.0.1:${(busy.address() as AddressInfo).port}/v1`,
      });
      const failure = await client.verifyUsAddress(address).catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(PrintServiceUnavailable);
      expect(failure).not.toBeInstanceOf(PrintServiceRefusedKey);
      expect(String(failure)).toMatch(/^Error: Lob answered 422: zip_code is invalid/);
      expectNoKeyIn(failure, 'test_secretkey');
    });
  });
});

describe('envelopeName', () => {
  it('keeps a name of 40 characters or fewer, and shortens a longer one to whole words within Lob’s 40', () => {
    expect(envelopeName('Ana Member')).toBe('Ana Member');
    const long = 'María Guadalupe Hernández de la Fuente Rodríguez';
    expect(envelopeName(long)).toBe('María Guadalupe Hernández de la Fuente');
    expect(envelopeName(long).length).toBeLessThanOrEqual(40);
    expect(envelopeName('X'.repeat(50))).toBe('X'.repeat(40));
  });
});
