import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has an embedded default for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.seedDemo).toBe(true);
    expect(config.adminEmails).toEqual([]);
    expect(config.logLevel).toBe('info');
    expect(config.authRateLimit).toEqual({ perIp: 20, perAccount: 5, windowMs: 60_000 });
  });

  it('uses PostgreSQL and stops seeding when DATABASE_URL is set, unless SEED_DEMO says so', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, seedDemo: false });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads admin emails as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('reads the owner email, lower-cased, and makes the owner an admin too', () => {
    const config = loadConfig({ OWNER_EMAIL: 'Owner@Example.com', ADMIN_EMAILS: 'ops@example.com' });
    expect(config.ownerEmail).toBe('owner@example.com');
    expect(config.adminEmails).toEqual(['ops@example.com', 'owner@example.com']);
    expect(loadConfig({}).ownerEmail).toBeNull();
    expect(() => loadConfig({ OWNER_EMAIL: 'not-an-email' })).toThrow(ConfigError);
  });

  it('sends each plan to its payment link, the demo page by default, and activates only with a key', () => {
    expect(loadConfig({}).paymentLinks).toEqual({
      per_dispute: '/demo-payment?plan=per_dispute',
      monthly: '/demo-payment?plan=monthly',
      premium: '/demo-payment?plan=premium',
    });
    expect(loadConfig({ PAYMENT_LINK_MONTHLY: 'https://pay.example/i/123' }).paymentLinks.monthly).toBe(
      'https://pay.example/i/123',
    );
    expect(loadConfig({}).adminActivationKey).toBeNull();
    expect(loadConfig({ ADMIN_ACTIVATION_KEY: 'a-long-enough-secret' }).adminActivationKey).toBe(
      'a-long-enough-secret',
    );
  });

  it('disposes of accounts unused for 24 months unless told fewer, never more (the Safeguards Rule’s two years)', () => {
    expect(loadConfig({}).inactiveAccountMonths).toBe(24);
    expect(loadConfig({ INACTIVE_ACCOUNT_MONTHS: '12' }).inactiveAccountMonths).toBe(12);
    for (const months of ['25', '1', 'soon']) {
      expect(() => loadConfig({ INACTIVE_ACCOUNT_MONTHS: months }), months).toThrow(/INACTIVE_ACCOUNT_MONTHS/);
    }
  });

  it('keeps a database pool larger than the time-driven jobs hold at once', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '4' })).toThrow(/DATABASE_POOL_SIZE: must be at least 5/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_POOL_SIZE: '5' }).database,
    ).toMatchObject({ poolSize: 5 });
  });

  it('lets only a test server have its clock moved', () => {
    expect(loadConfig({}).testClockControl).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).testClockControl).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
  });

  it('trusts proxies only by count or by address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes please'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '1'],
    ['PAYMENT_LINK_MONTHLY', 'http://pay.example/monthly'],
    ['PAYMENT_LINK_BASIC', '//evil.example/pay'],
    ['PAYMENT_LINK_PREMIUM', 'javascript:alert(1)'],
    ['ADMIN_ACTIVATION_KEY', 'short'],
    ['SUPPORT_EMAIL', 'nobody'],
  ])('stops with a message naming %s for a bad value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('mails through SMTP_URL, else into the outbox of the data folder, with links to this machine or PUBLIC_URL', () => {
    expect(loadConfig({})).toMatchObject({
      mail: {
        transport: { kind: 'outbox', dir: path.resolve('data', 'outbox') },
        from: 'CreditPath <no-reply@localhost>',
      },
      appOrigin: 'http://localhost:5000',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Help <help@example.com>',
        PUBLIC_URL: 'https://app.example.com/x',
      }),
    ).toMatchObject({
      mail: {
        transport: { kind: 'smtp', url: 'smtps://user:pass@mail.example.com:465' },
        from: 'Help <help@example.com>',
      },
      appOrigin: 'https://app.example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('names the business settings still at their demo placeholder', () => {
    expect(loadConfig({}).placeholders).toEqual(['BUSINESS_ADDRESS', 'SUPPORT_EMAIL']);
    expect(
      loadConfig({ BUSINESS_ADDRESS: '1 Main St, Austin, TX 78701', SUPPORT_EMAIL: 'help@example.com' }).placeholders,
    ).toEqual([]);
  });

  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    BUSINESS_ADDRESS: '1 Main St, Austin, TX 78701',
    SUPPORT_EMAIL: 'help@example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    MAIL_FROM: 'CreditPath <help@example.com>',
    PUBLIC_URL: 'https://app.example.com',
  };

  it('starts in production only with a real business identity, mail and public address, and never seeds demo accounts', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: undefined }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: demo accounts are never created/,
    );
    for (const name of ['BUSINESS_ADDRESS', 'SUPPORT_EMAIL', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'] as const) {
      expect(() => loadConfig({ ...production, [name]: undefined }), name).toThrow(
        new RegExp(`${name}: must be set in production`),
      );
    }
  });

  it('mails letters through Lob only with both its keys, at Lob’s own API unless a test points elsewhere', () => {
    const lob = { LOB_API_KEY: 'test_0dc8d51e0acffcb1880e0f19c79b2f5b0cc', LOB_WEBHOOK_SECRET: 'lob-webhook-secret' };
    expect(loadConfig({}).printMail).toBeNull();
    expect(loadConfig(lob).printMail).toEqual({
      apiKey: 'test_0dc8d51e0acffcb1880e0f19c79b2f5b0cc',
      webhookSecret: 'lob-webhook-secret',
      apiUrl: 'https://api.lob.com/v1',
      priceCents: 1_200,
    });
    expect(loadConfig({ ...lob, MAILING_PRICE_CENTS: '1500' }).printMail?.priceCents).toBe(1_500);
    expect(() => loadConfig({ ...lob, MAILING_PRICE_CENTS: '0' })).toThrow(/MAILING_PRICE_CENTS/);
    expect(loadConfig({ ...lob, LOB_API_URL: 'http://127.0.0.1:4010/v1' }).printMail).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010/v1',
    });
    expect(() => loadConfig({ LOB_API_KEY: lob.LOB_API_KEY })).toThrow(
      /LOB_WEBHOOK_SECRET: set both LOB_API_KEY and LOB_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ LOB_WEBHOOK_SECRET: lob.LOB_WEBHOOK_SECRET })).toThrow(/LOB_API_KEY: set both/);
    for (const key of ['sk_test_123', 'test_pub_0dc8d51e0acffcb1880e0f19c79b2f5b0cc']) {
      expect(() => loadConfig({ ...lob, LOB_API_KEY: key })).toThrow(/LOB_API_KEY: must be a Lob secret API key/);
    }
    expect(() => loadConfig({ ...lob, LOB_API_URL: 'ftp://lob.example' })).toThrow(
      /LOB_API_URL: must be an http\(s\) URL/,
    );
    expect(loadConfig({ ...production, ...lob }).printMail).toMatchObject({ apiUrl: 'https://api.lob.com/v1' });
    expect(() => loadConfig({ ...production, ...lob, LOB_API_URL: 'http://127.0.0.1:4010/v1' })).toThrow(
      /LOB_API_URL: only for tests against a local double, never in production/,
    );
  });
});
