import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './router';
import { ThemeProvider } from './theme/ThemeProvider';

/**
 * The whole app. The browser runs it with the page's query client and BrowserRouter; the server render of
 * the first browse screen (src/entry-server.tsx) with its own client and a StaticRouter, in the same tree,
 * so that the browser can hydrate what the server sent.
 */
export function App({ client = queryClient, Router = BrowserRouter }: { client?: QueryClient; Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <Router>
          <AppRouter />
        </Router>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
