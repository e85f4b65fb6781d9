import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it("reads the server's file name from Content-Disposition", () => {
    expect(fileNameFrom('attachment; filename="weeknight-dal.jsonld"')).toBe('weeknight-dal.jsonld');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });

  it('refuses a name that is a path', () => {
    expect(fileNameFrom('attachment; filename="../../evil.sh"')).toBeNull();
  });
});
