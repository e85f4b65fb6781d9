import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Opens a screen at its top when it was reached by a link or a redirect (a new recipe after the long
 * create form, say). Back and forward keep the browser's own scroll restoration.
 */
export function useTopOfPage(key: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [key, navigationType]);
}
