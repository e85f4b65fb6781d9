import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (text: string) => renderToStaticMarkup(<Markdown>{text}</Markdown>);

describe('Markdown from AI tools', () => {
  it('renders ordinary markdown', () => {
    const html = render('**Bold** and a list:\n\n- salt\n- pepper');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<li>salt</li>');
  });

  it('drops raw HTML, scripts and event handlers', () => {
    const html = render('Hello <script>alert(1)</script><img src=x onerror=alert(2)><b onclick="x()">bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<b');
  });

  it('shows no remote images, only our own stored ones', () => {
    expect(render('![tracker](https://evil.example/pixel.gif)')).not.toContain('<img');
    expect(render('![dish](/media/recipes/abc123-full.webp)')).toContain('<img src="/media/recipes/abc123-full.webp"');
  });

  it('neutralises javascript: links and opens others safely', () => {
    expect(render('[click](javascript:alert(1))')).not.toContain('javascript:');
    expect(render('[site](https://example.com)')).toContain('rel="noopener noreferrer nofollow"');
  });
});
