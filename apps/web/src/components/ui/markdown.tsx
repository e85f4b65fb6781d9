import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { cn } from '@/lib/utils';

/**
 * Markdown from AI tools (DESIGN §5): raw HTML is dropped, images are shown only when they are our
 * own stored files (no remote images that could track readers), and links open safely in a new tab.
 */
const SAFE_IMAGE = /^\/media\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|png|jpg)$/;

const components: Components = {
  img: ({ src, alt }) => (typeof src === 'string' && SAFE_IMAGE.test(src) ? <img src={src} alt={alt ?? ''} loading="lazy" className="rounded-lg" /> : null),
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-2">
      {children}
    </a>
  ),
};

export function Markdown({ children, className }: { children: string; className?: string } & Pick<ComponentProps<'div'>, 'className'>) {
  return (
    <div
      className={cn(
        'space-y-2 text-sm leading-relaxed [&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
        className,
      )}
    >
      <ReactMarkdown skipHtml components={components} urlTransform={(url) => defaultUrlTransform(url)}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
