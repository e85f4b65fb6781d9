import { describe, expect, it } from 'vitest';
import { fontFacesIn } from './web-fonts';

describe("the web build's fonts for the account pages", () => {
  it('takes each @font-face served from our /assets once, and nothing else', () => {
    const inter = '@font-face{font-family:Inter Variable;font-weight:100 900;src:url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2) format("woff2-variations")}';
    const css = `body{margin:0}${inter}.x{color:red}@font-face{font-family:Remote;src:url(https://fonts.example/remote.woff2)}${inter}`;
    expect(fontFacesIn(css)).toBe(inter);
    expect(fontFacesIn('body{margin:0}')).toBe('');
  });
});
