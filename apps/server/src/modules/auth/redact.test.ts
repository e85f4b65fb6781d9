import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  const token = 'Xk3v9QbL2mN8pR4sT6uW1yZ5aC7eG0hJ';
  it('takes session tokens out of messages, errors and query parameters', () => {
    expect(redactSecrets(`select * from session where token = '${token}'`)).toBe("select * from session where token = '[redacted]'");
    expect(redactSecrets(`${token}.a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6`)).toBe('[redacted]');
    const error = redactSecrets(new Error(`Failed query: params: ${token}`)) as Error;
    expect(error.message).toBe('Failed query: params: [redacted]');
    expect(JSON.stringify(redactSecrets({ query: 'x', params: [token, 42] }))).not.toContain(token);
  });

  it('leaves ordinary text alone', () => {
    expect(redactSecrets('sign-in failed for cook@hearth.test (user 7)')).toBe('sign-in failed for cook@hearth.test (user 7)');
  });
});
