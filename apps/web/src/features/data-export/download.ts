import { throwIfResNotOk } from '@/lib/api';

/** The file name a Content-Disposition header gives ('attachment; filename="dal.jsonld"'), if any. */
export function fileNameFrom(header: string | null): string | null {
  const match = header ? /filename="([^"\\/]+)"/.exec(header) : null;
  return match?.[1] ?? null;
}

/** How long the browser keeps the file's object URL; saving starts at once, a minute is ample. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Fetches a download from the API (with the session cookie) and hands it to the browser to save, under
 * the server's file name. Fetching first, rather than following a link, lets the page show progress and
 * a failure as a toast instead of saving an error as the file.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json, application/ld+json' } });
  await throwIfResNotOk(response);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), RELEASE_AFTER_MS);
  return name;
}
