import { describe, expect, it } from 'vitest';
import { collectionShareUrl, parseOpenParam } from './share-link';

describe('collection share link', () => {
  it('is the collections page with ?open={id} on the given origin', () => {
    expect(collectionShareUrl('https://hearth.example', 42)).toBe('https://hearth.example/collections?open=42');
    expect(collectionShareUrl('http://127.0.0.1:5173/', 7)).toBe('http://127.0.0.1:5173/collections?open=7');
  });

  it('reads ?open= back as a positive id, ignoring anything else', () => {
    expect(parseOpenParam('42')).toBe(42);
    expect(parseOpenParam(' 9 ')).toBe(9);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '12abc', '9'.repeat(20)]) expect(parseOpenParam(bad), String(bad)).toBeNull();
  });
});
