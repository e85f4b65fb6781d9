import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, dataDir: './data', databaseUrl: undefined, seedDemo: true, adminEmails: [], localAccounts: true, oidc: undefined });
  });

  it('fails with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT must be a whole number \(got "abc"\)$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be true or false/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'root' })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
  });

  it('never echoes secrets back', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short-secret' })).toThrow(/SESSION_SECRET must be at least 32 characters \(got "…"\)/);
  });

  it('normalises admin emails and the public URL', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Chef@Example.com, second@example.com ', PUBLIC_URL: 'https://hearth.example.com/' });
    expect(config.adminEmails).toEqual(['chef@example.com', 'second@example.com']);
    expect(config.publicUrl).toBe('https://hearth.example.com');
  });

  it('needs all three OIDC variables together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID is required/);
    expect(() => loadConfig({ LOCAL_ACCOUNTS: 'false' })).toThrow(/LOCAL_ACCOUNTS=false needs OIDC_ISSUER/);
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'hearth', OIDC_CLIENT_SECRET: 's3cret' });
    expect(config.oidc).toEqual({ issuer: 'https://id.example.com', clientId: 'hearth', clientSecret: 's3cret', name: 'Single sign-on' });
  });

  it('reads the recipe import settings: a per-minute budget and host names or host:port it may fetch from', () => {
    expect(loadConfig({}).recipeImport).toEqual({ ratePerMinute: 10, allowHosts: [] });
    const config = loadConfig({ IMPORT_RATE_LIMIT_PER_MINUTE: '4', IMPORT_ALLOW_HOSTS: ' Recipes.Intranet , 127.0.0.1:8080,[::1]:9000 ' });
    expect(config.recipeImport).toEqual({ ratePerMinute: 4, allowHosts: ['recipes.intranet', '127.0.0.1:8080', '[::1]:9000'] });
    expect(() => loadConfig({ IMPORT_ALLOW_HOSTS: 'http://intranet/' })).toThrow(/IMPORT_ALLOW_HOSTS must be a comma-separated list of host names or host:port/);
  });
});
