import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen or within `rootMargin` of it (IntersectionObserver). Returns a callback
 * ref to put on the element, so a re-rendered element is observed afresh. Browsers without
 * IntersectionObserver report false, and the screen's button does the job instead.
 */
export function useInView(options: { rootMargin?: string } = {}): [(element: Element | null) => void, boolean] {
  const { rootMargin = '0px' } = options;
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [element, rootMargin]);
  return [setElement, inView];
}
