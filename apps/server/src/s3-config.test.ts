import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const BASE = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/mizan-s3-config' };
const S3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'mizan', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 storage settings', () => {
  it('are off by default, and on with all four (region defaulting to us-east-1)', () => {
    expect(loadConfig(BASE).s3).toBeUndefined();
    expect(loadConfig({ ...BASE, ...S3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'mizan',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...BASE, ...S3, S3_REGION: 'me-central-1' }).s3?.region).toBe('me-central-1');
  });

  it('refuse a partial set, naming what is missing and never the secret', () => {
    const partial = () => loadConfig({ ...BASE, S3_ENDPOINT: S3.S3_ENDPOINT, S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/S3_BUCKET/);
    expect(partial).toThrow(/S3_ACCESS_KEY_ID/);
    expect(partial).not.toThrow(/very-secret-value/);
  });
});
