import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productDefaults } from '#server/site-settings/product.ts';
import { ConfigError, configVariables, loadConfig, secretVariables } from './env.ts';

describe('loadConfig', () => {
  it('runs with no variables at all, on embedded defaults', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      supportEmail: productDefaults.supportEmail,
      introVideoId: null,
      apiBodyLimitBytes: 102_400,
      uploads: { guideMaxBytes: 25 * 1024 * 1024, imageMaxBytes: 5 * 1024 * 1024 },
      pageCacheEntries: 500,
      pageCacheMaxBytes: 64 * 1024 * 1024,
      shutdownTimeoutMs: 10_000,
      databaseStatementTimeoutMs: 10_000,
      trustProxyHops: 0,
      payments: 'test',
      testPaymentsChosen: false,
      pdfWorker: { memoryMb: 512, timeoutMs: 60_000 },
      stampedCopiesMaxBytes: 2 * 1024 * 1024 * 1024,
      stripe: undefined,
      testTaxRatePercent: 8.25,
      smtp: undefined,
      mailFrom: undefined,
      mailLeaseMs: 300_000,
      operator: {
        name: 'Child Support Defense (sample operator)',
        postalAddress: 'PO Box 0000, Austin, TX 78701 (sample address)',
        governingState: 'Texas',
      },
      analytics: {
        retentionDays: 400,
        rateLimitPerMinute: 300,
        newSessionsPerHour: 20,
        tagId: null,
        sessionToolId: null,
        geoipDatabases: [
          expect.stringMatching(/dbip-city-mmdb\/dbip-city-ipv4\.mmdb$/),
          expect.stringMatching(/dbip-city-mmdb\/dbip-city-ipv6\.mmdb$/),
        ],
      },
      metricsToken: null,
      backupStorage: undefined,
      initialAdmin: undefined,
      sampleOperatorWarning: undefined,
      warnings: [
        'SITE_URL is not set while the server listens on 0.0.0.0: links, mail and the same-origin check use http://localhost:3000; set SITE_URL to the public address.',
      ],
    });
  });

  it('selects Stripe and SMTP only when their keys are given', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      SMTP_HOST: 'mail.example.org',
      SMTP_USER: 'shop',
      SMTP_PASSWORD: 'secret',
      TRUST_PROXY: 'true',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    expect(config.smtp).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      user: 'shop',
      password: 'secret',
    });
    expect(config.trustProxyHops).toBe(1);
  });

  it('derives the site URL from PORT and drops a trailing slash from SITE_URL', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_URL: 'https://example.org/', PAYMENTS: 'test' }).siteUrl).toBe(
      'https://example.org',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SITE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'support-at-example'],
    ['NODE_ENV', 'staging'],
    ['SMTP_PORT', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '12'],
    ['PAYMENTS', 'free'],
    ['TEST_TAX_RATE_PERCENT', '31'],
    ['TEST_TAX_RATE_PERCENT', 'eight'],
    ['OPERATOR_NAME', ' '],
    ['OPERATOR_STATE', 'X'],
  ])('rejects %s=%s with one line naming the variable and its value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(
        new RegExp(`^Invalid configuration: ${name}: .+\\(got "${value}"\\)$`),
      );
      expect(message).not.toContain('\n');
    }
  });

  it('reads the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Owner@Shop.Example ',
      ADMIN_PASSWORD: 'a long enough password',
    });
    expect(config.initialAdmin).toEqual({
      email: 'owner@shop.example',
      password: 'a long enough password',
    });
  });

  it('refuses a bad ADMIN_EMAIL, and a short ADMIN_PASSWORD without repeating it', () => {
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'owner-at-shop', ADMIN_PASSWORD: 'a long enough password' }),
    ).toThrow(/^Invalid configuration: ADMIN_EMAIL: .+\(got "owner-at-shop"\)$/);
    const short = () =>
      loadConfig({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'hunter2' });
    expect(short).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD: must be at least 12 characters$/,
    );
  });

  it('wants ADMIN_PASSWORD with ADMIN_EMAIL, and only warns about a password alone', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.example' })).toThrow(
      /ADMIN_EMAIL needs ADMIN_PASSWORD/,
    );
    const config = loadConfig({ ADMIN_PASSWORD: 'a long enough password' });
    expect(config.initialAdmin).toBeUndefined();
    expect(config.warnings).toContain(
      'ADMIN_PASSWORD is set without ADMIN_EMAIL: no admin is made from it at start.',
    );
  });

  it.each([
    [
      'STRIPE_SECRET_KEY',
      'pk_live_51Hx0PublishableNotSecret',
      'must be a Stripe secret key (sk_...)',
    ],
    ['STRIPE_WEBHOOK_SECRET', 'wh_sec_9f8e7d6c5b4a', 'must start with whsec_'],
    ['ADMIN_PASSWORD', 'hunter2', 'must be at least 12 characters'],
  ])('refuses a bad %s without repeating its value', (name, value, reason) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new ConfigError(`Invalid configuration: ${name}: ${reason}`),
    );
  });

  it('shows a bad DATABASE_URL without its password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://shop:s3cret-pw@db.example/shop' })).toThrow(
      /^Invalid configuration: DATABASE_URL: .+\(got "mysql:\/\/shop:\*\*\*@db\.example\/shop"\)$/,
    );
    // Unreadable as a URL, it could hold the password anywhere: nothing of it is shown.
    expect(() => loadConfig({ DATABASE_URL: 'shop:s3cret-pw@db' })).toThrow(
      /^Invalid configuration: DATABASE_URL: [^(]+$/,
    );
  });

  it('declares every variable named like a credential secret', () => {
    const credentialLike = configVariables.filter((name) =>
      /PASSWORD|SECRET|KEY|TOKEN|DATABASE_URL/.test(name),
    );
    expect(credentialLike).toEqual(
      expect.arrayContaining(['SMTP_PASSWORD', 'STRIPE_SECRET_KEY', 'ADMIN_PASSWORD']),
    );
    expect(credentialLike.filter((name) => !secretVariables.has(name))).toEqual([]);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });

  it('reads TRUST_PROXY as the number of proxies of ours', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
  });

  it('looks places up in the installed DB-IP Lite files, the files GEOIP_DATABASE names, or not at all', () => {
    const [ipv4, ipv6] = loadConfig({}).analytics.geoipDatabases ?? [];
    expect([ipv4, ipv6].map((file) => file && existsSync(file))).toEqual([true, true]);
    expect(
      loadConfig({ GEOIP_DATABASE: ' /srv/geo/city-v4.mmdb, /srv/geo/City-v6.MMDB ' }).analytics
        .geoipDatabases,
    ).toEqual(['/srv/geo/city-v4.mmdb', '/srv/geo/City-v6.MMDB']);
    expect(loadConfig({ GEOIP_DATABASE: 'off' }).analytics.geoipDatabases).toBeNull();
    expect(() => loadConfig({ GEOIP_DATABASE: '/srv/geo/city.csv' })).toThrow(
      /^Invalid configuration: GEOIP_DATABASE: must be off or a comma-separated list of \.mmdb files \(got "\/srv\/geo\/city\.csv"\)$/,
    );
  });

  it('reads the outbox lease from MAIL_LEASE_MS, never shorter than a second', () => {
    expect(loadConfig({ MAIL_LEASE_MS: '3000' }).mailLeaseMs).toBe(3000);
    expect(() => loadConfig({ MAIL_LEASE_MS: '10' })).toThrow(
      /^Invalid configuration: MAIL_LEASE_MS: /,
    );
  });
});

describe('payments fail closed', () => {
  const local = { HOST: '127.0.0.1' };
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('run the test provider on this machine, as `npm start` on a fresh install does', () => {
    expect(loadConfig(local)).toMatchObject({ payments: 'test', warnings: [] });
    expect(loadConfig({ ...local, SITE_URL: 'http://127.0.0.1:4173' }).payments).toBe('test');
  });

  it.each(['https://childsupportdefense.example', 'http://shop.example', 'https://localhost'])(
    'refuse to start a public site (%s) without Stripe, with one line saying what to set',
    (siteUrl) => {
      expect(() => loadConfig({ SITE_URL: siteUrl })).toThrow(ConfigError);
      expect(() => loadConfig({ SITE_URL: siteUrl })).toThrow(
        /^Invalid configuration: .*public site.*STRIPE_SECRET_KEY.*PAYMENTS=test[^\n]*$/,
      );
    },
  );

  it('run the test provider on a public site only when PAYMENTS=test says so, with a warning', () => {
    const config = loadConfig({ SITE_URL: 'https://shop.example', PAYMENTS: 'test' });
    expect(config).toMatchObject({ payments: 'test', testPaymentsChosen: true });
    expect(config.warnings.join(' ')).toMatch(/PAYMENTS=test.*without paying/);
  });

  it('refuse a Stripe key without its webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY/,
    );
  });

  it('refuse PAYMENTS=stripe without keys, and take Stripe when both keys are set', () => {
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs/);
    expect(loadConfig({ ...stripeKeys, SITE_URL: 'https://shop.example' })).toMatchObject({
      payments: 'stripe',
      stripe: { secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' },
    });
  });

  it('warn when SITE_URL is unset on a server others can reach', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).warnings.join(' ')).toMatch(/SITE_URL is not set/);
    expect(loadConfig(local).warnings).toEqual([]);
  });
});

describe('the operator', () => {
  const operatorEnv = {
    OPERATOR_NAME: 'Parent Guides LLC',
    OPERATOR_ADDRESS: '100 Congress Ave, Suite 2000, Austin, TX 78701',
    OPERATOR_STATE: 'Delaware',
  };
  const publicSite = { SITE_URL: 'https://shop.example', PAYMENTS: 'test' };

  it('is read from OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_STATE', () => {
    expect(loadConfig(operatorEnv).operator).toEqual({
      name: 'Parent Guides LLC',
      postalAddress: '100 Congress Ave, Suite 2000, Austin, TX 78701',
      governingState: 'Delaware',
    });
  });

  it('warns at start when a public site runs on sample details, naming what is unset', () => {
    expect(loadConfig({ ...publicSite, OPERATOR_STATE: 'Ohio' }).sampleOperatorWarning).toMatch(
      /^OPERATOR_NAME, OPERATOR_ADDRESS not set: .*https:\/\/shop\.example.*sample operator/,
    );
    expect(loadConfig({ ...publicSite, ...operatorEnv }).sampleOperatorWarning).toBeUndefined();
  });

  it('does not warn on this machine, where the samples are expected', () => {
    expect(loadConfig({ HOST: '127.0.0.1' })).toMatchObject({
      warnings: [],
      sampleOperatorWarning: undefined,
    });
  });
});
