import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to port 3000, ./data, embedded PGlite and demo mode with demo bank details and a PromptPay id of nobody', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.demoMode).toBe(true);
    expect(config.bank.accountNumber).not.toBe('');
    expect(config.bank.promptpayId).toBe('0000000000001');
  });

  it('switches to the PostgreSQL server and out of demo mode when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/chapter',
      CHAPTER_NAME: 'BNI Siam',
      LOGIN_CONFIRMATION: 'off',
    });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/chapter' });
    expect(config.demoMode).toBe(false);
    expect(config.chapterName).toBe('BNI Siam');
    expect(config.bank).toEqual({ name: '', accountHolder: '', accountNumber: '', promptpayId: '' });
  });

  it('reads PROMPTPAY_ID as its digits and refuses a national id with a wrong check digit', () => {
    expect(loadConfig({ PROMPTPAY_ID: '081-234-5678' }).bank.promptpayId).toBe('0812345678');
    expect(loadConfig({ PROMPTPAY_ID: '1-1017-00230-70-8' }).bank.promptpayId).toBe('1101700230708');
    expect(() => loadConfig({ PROMPTPAY_ID: '1101700230709' })).toThrow(/PROMPTPAY_ID: .*check digit/);
    expect(() => loadConfig({ PROMPTPAY_ID: '12345' })).toThrow(/PROMPTPAY_ID: must be/);
  });

  it('keeps demo mode on a server database when asked to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/x', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('lists every bad variable at once, in words an operator understands', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems).toContain('TRUST_PROXY: must be the number of reverse proxies');
  });

  it('turns LINE confirmation on by default once LINE is configured, and reads the channels', () => {
    const config = loadConfig({
      DEMO_MODE: 'false',
      LINE_LOGIN_CHANNEL_IDS: '1656000001, 1656000002',
      LINE_CHANNEL_ACCESS_TOKEN: 'secret',
      LINE_CHANNEL_SECRET: 'abcdef0123456789abcdef0123456789',
      LINE_API_BASE_URL: 'http://127.0.0.1:4010/',
      LINE_DATA_API_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(config.line).toEqual({
      loginChannelIds: ['1656000001', '1656000002'],
      loginChannelSecret: null,
      channelAccessToken: 'secret',
      channelSecret: 'abcdef0123456789abcdef0123456789',
      apiBaseUrl: 'http://127.0.0.1:4010',
      dataApiBaseUrl: 'http://127.0.0.1:4010',
    });
    expect(config.loginConfirmation).toBe('line');
    expect(loadConfig({}).loginConfirmation).toBe('off');
    expect(loadConfig({}).line).toMatchObject({
      apiBaseUrl: 'https://api.line.me',
      dataApiBaseUrl: 'https://api-data.line.me',
      channelSecret: null,
    });
  });

  it('refuses to start connected to LINE outside the demo without the channel secret that checks the webhook', () => {
    const connected = { DEMO_MODE: 'false', LINE_LOGIN_CHANNEL_IDS: '1656000001', LINE_CHANNEL_ACCESS_TOKEN: 'token' };
    expect(() => loadConfig(connected)).toThrow(/LINE_CHANNEL_SECRET: the Messaging API channel secret/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/chapter', LINE_CHANNEL_ACCESS_TOKEN: 'token' })).toThrow(
      /LINE_CHANNEL_SECRET/,
    );
    expect(
      loadConfig({ ...connected, LINE_CHANNEL_SECRET: 'abcdef0123456789abcdef0123456789' }).line.channelSecret,
    ).toBe('abcdef0123456789abcdef0123456789');
    // The demo takes no real LINE credentials, this one included.
    expect(() => loadConfig({ LINE_CHANNEL_SECRET: 'abcdef0123456789abcdef0123456789' })).toThrow(
      /LINE_CHANNEL_SECRET: demo mode refuses real LINE credentials/,
    );
  });

  it("reads the Login channel's secret, for the first channel, to deauthorize members who erase their account", () => {
    const env = {
      DEMO_MODE: 'false',
      LINE_CHANNEL_ACCESS_TOKEN: 'token',
      LINE_CHANNEL_SECRET: 'abcdef0123456789abcdef0123456789',
      LINE_LOGIN_CHANNEL_IDS: '1656000001',
    };
    expect(loadConfig({ ...env, LINE_LOGIN_CHANNEL_SECRET: ' 0123456789abcdef0123456789abcdef ' }).line).toMatchObject({
      loginChannelIds: ['1656000001'],
      loginChannelSecret: '0123456789abcdef0123456789abcdef',
    });
    expect(loadConfig({ ...env, LINE_LOGIN_CHANNEL_SECRET: '' }).line.loginChannelSecret).toBeNull();
    expect(() =>
      loadConfig({ ...env, LINE_LOGIN_CHANNEL_IDS: '', LINE_LOGIN_CHANNEL_SECRET: '0123456789abcdef0123456789abcdef' }),
    ).toThrow(/LINE_LOGIN_CHANNEL_SECRET: is the secret of the first channel in LINE_LOGIN_CHANNEL_IDS/);
  });

  it('checks slips with SlipOK only when asked, and then needs its key and branch id', () => {
    expect(loadConfig({}).slipVerification).toBeNull();
    expect(
      loadConfig({
        SLIP_VERIFY_PROVIDER: 'slipok',
        SLIPOK_API_KEY: 'key',
        SLIPOK_BRANCH_ID: '10001',
        SLIPOK_API_BASE_URL: 'http://127.0.0.1:4020/',
      }).slipVerification,
    ).toEqual({ provider: 'slipok', apiKey: 'key', branchId: '10001', baseUrl: 'http://127.0.0.1:4020' });
    expect(
      loadConfig({ SLIP_VERIFY_PROVIDER: 'slipok', SLIPOK_API_KEY: 'k', SLIPOK_BRANCH_ID: '1' }).slipVerification
        ?.baseUrl,
    ).toBe('https://api.slipok.com');
    expect(() => loadConfig({ SLIP_VERIFY_PROVIDER: 'slipok', SLIPOK_API_KEY: 'key' })).toThrow(
      /SLIP_VERIFY_PROVIDER: slipok needs SLIPOK_API_KEY and SLIPOK_BRANCH_ID/,
    );
    expect(() => loadConfig({ SLIP_VERIFY_PROVIDER: 'easyslip' })).toThrow(
      /SLIP_VERIFY_PROVIDER: must be none or slipok/,
    );
    expect(() => loadConfig({ SLIP_VERIFY_PROVIDER: 'slipok', SLIPOK_API_KEY: 'k', SLIPOK_BRANCH_ID: 'main' })).toThrow(
      /SLIPOK_BRANCH_ID: must be the SlipOK branch id/,
    );
  });

  it('refuses to run the demo with real LINE credentials', () => {
    expect(() => loadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'secret' })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_SECRET: '0123456789abcdef0123456789abcdef' })).toThrow(
      /DEMO_MODE: .*LINE_LOGIN_CHANNEL_SECRET/,
    );
  });

  it('refuses LINE login confirmation without a Messaging API token to send the codes', () => {
    expect(() =>
      loadConfig({ DEMO_MODE: 'false', LINE_LOGIN_CHANNEL_IDS: '1656000001', LOGIN_CONFIRMATION: 'line' }),
    ).toThrow(/LINE_CHANNEL_ACCESS_TOKEN is required/);
  });

  it('case 3: refuses to start a production server without LINE unless phone-only login is asked for', () => {
    for (const env of [{ DATABASE_URL: 'postgres://u@db/chapter' }, { DEMO_MODE: 'false' }]) {
      expect(() => loadConfig(env)).toThrow(/LOGIN_CONFIRMATION=off to accept that anyone who knows a member’s phone/);
    }
    // The operator's commands (backup, restore, create-admin) serve no logins, so they still run.
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/chapter' }, 'operator').demoMode).toBe(false);
  });

  it('case 3: warns at every start when production logins are a phone number alone, and only then', () => {
    const phoneOnly = loadConfig({ DATABASE_URL: 'postgres://u@db/chapter', LOGIN_CONFIRMATION: 'off' });
    expect(phoneOnly.loginConfirmation).toBe('off');
    expect(startupWarnings(phoneOnly).join('\n')).toMatch(/anyone who knows a member’s phone number/);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    const connected = loadConfig({
      DEMO_MODE: 'false',
      LINE_LOGIN_CHANNEL_IDS: '1656000001',
      LINE_CHANNEL_ACCESS_TOKEN: 'secret',
      LINE_CHANNEL_SECRET: 'abcdef0123456789abcdef0123456789',
    });
    expect(startupWarnings(connected)).toEqual([]);
  });

  it('trusts X-Forwarded-For only as far as it is told: a hop count or the proxies’ addresses, never `true`', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be the number of reverse proxies/);
    }
  });

  it('ends tokens after 180 idle days unless TOKEN_IDLE_DAYS says otherwise, and never under 2 days', () => {
    expect(loadConfig({}).tokenIdleDays).toBe(180);
    expect(loadConfig({ TOKEN_IDLE_DAYS: '30' }).tokenIdleDays).toBe(30);
    for (const bad of ['1', '0', '-5', '1.5', 'never', '3651']) {
      expect(() => loadConfig({ TOKEN_IDLE_DAYS: bad }), bad).toThrow(/TOKEN_IDLE_DAYS: must be/);
    }
  });

  it('allows ten logins per phone number in 15 minutes unless LOGIN_ATTEMPTS_PER_PHONE says otherwise', () => {
    expect(loadConfig({}).loginAttemptsPerPhone).toBe(10);
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_PHONE: '200' }).loginAttemptsPerPhone).toBe(200);
    for (const bad of ['0', '-1', '2.5', 'many', '1001']) {
      expect(() => loadConfig({ LOGIN_ATTEMPTS_PER_PHONE: bad }), bad).toThrow(/LOGIN_ATTEMPTS_PER_PHONE: must be/);
    }
  });

  it('bounds every wait on PostgreSQL, with the DATABASE_* limits or their defaults, and only the connection for the operator’s commands', () => {
    const server = { DATABASE_URL: 'postgres://u@db/chapter', LOGIN_CONFIRMATION: 'off' };
    expect(loadConfig(server).database).toMatchObject({
      limits: { connectTimeoutMs: 5_000, statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 30_000 },
    });
    const set = {
      ...server,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '60',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: '120',
    };
    expect(loadConfig(set).database).toMatchObject({
      limits: { connectTimeoutMs: 2_000, statementTimeoutMs: 60_000, idleInTransactionTimeoutMs: 120_000 },
    });
    expect(loadConfig(set, 'operator').database).toMatchObject({
      limits: { connectTimeoutMs: 2_000, statementTimeoutMs: null, idleInTransactionTimeoutMs: null },
    });
    expect(() => loadConfig({ ...server, DATABASE_STATEMENT_TIMEOUT_SECONDS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_SECONDS: must be at least 1 second/,
    );
    expect(() => loadConfig({ ...server, DATABASE_CONNECT_TIMEOUT_SECONDS: '1.5' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_SECONDS: must be a whole number of seconds/,
    );
  });

  it('keeps slip images under DATA_DIR/blobs, with DATABASE_URL too, until S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).slipStorage).toEqual({ kind: 'folder', dir: path.resolve('./data/blobs') });
    const onServer = loadConfig({
      DATABASE_URL: 'postgres://db/c',
      DATA_DIR: '/srv/chapter',
      LOGIN_CONFIRMATION: 'off',
    });
    expect(onServer.slipStorage).toEqual({ kind: 'folder', dir: '/srv/chapter/blobs' });
    expect(loadConfig({ S3_BUCKET: 'slips' }).slipStorage).toEqual({
      kind: 's3',
      bucket: 'slips',
      prefix: '',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'chapters',
        S3_PREFIX: 'siam/',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).slipStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'chapters',
      prefix: 'siam/',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses S3 settings that cannot work: no bucket, half a key pair, a prefix that is not a folder, a bad address', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET: S3_ENDPOINT set, but no bucket to use them with/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'slips', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    for (const bad of ['siam', '/siam/', '../x/', 'a b/'])
      expect(() => loadConfig({ S3_BUCKET: 'slips', S3_PREFIX: bad }), bad).toThrow(/S3_PREFIX: must be/);
    expect(() => loadConfig({ S3_BUCKET: 'slips', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be/);
  });
});
