import { codedImportMessage, IMPORT_MAX_BYTES, recipeImportMessages, UPLOAD_MAX_BYTES, type RecipeImportDraft } from '@hearth/contracts';
import { AppError } from '../../errors';
import { sniffImageType } from '../../storage/images';
import { metaContent, parseHtml, type SchemaNode } from './extract/dom';
import { findRecipeByHeadings, findRecipeInText } from './extract/fallback';
import { findJsonLdRecipe, jsonLdBlocks } from './extract/jsonld';
import { findMicrodataRecipe } from './extract/microdata';
import { findRdfaRecipe } from './extract/rdfa';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch';
import { toDraft, type PageContext } from './to-draft';

export interface ImportOptions {
  allowHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const defaultImportOptions = (allowHosts: readonly string[]): ImportOptions => ({ allowHosts, timeoutMs: 10_000, maxBytes: IMPORT_MAX_BYTES, maxRedirects: 5 });

const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'application/ld+json'];
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const importError = (code: string, message: string, status = 422) => new AppError(code, status, message);

/** What a failed fetch tells the member: their input (400) or the page (422), never a 5xx. */
function fetchFailure(error: unknown, notTheRightKind: string): AppError {
  if (!(error instanceof SafeFetchError)) throw error;
  switch (error.reason) {
    case 'invalid-url':
      return AppError.badRequest(recipeImportMessages.invalidUrl, [{ path: ['url'], message: recipeImportMessages.invalidUrl }]);
    case 'blocked-address':
      return importError('IMPORT_BLOCKED_ADDRESS', recipeImportMessages.blockedAddress, 400);
    case 'timeout':
      return importError('IMPORT_TIMEOUT', recipeImportMessages.timeout);
    case 'too-many-redirects':
      return importError('IMPORT_TOO_MANY_REDIRECTS', recipeImportMessages.tooManyRedirects);
    case 'too-large':
      return importError('IMPORT_TOO_LARGE', recipeImportMessages.tooLarge);
    case 'http-status': {
      const { code, message, params } = codedImportMessage('IMPORT_HTTP_STATUS', { status: error.status ?? 0 });
      return new AppError(code, 422, message, undefined, params);
    }
    case 'content-type':
      return importError('IMPORT_WRONG_TYPE', notTheRightKind);
    case 'unreachable':
      return importError('IMPORT_UNREACHABLE', recipeImportMessages.unreachable);
  }
}

/** The page's text in the charset it declares (header, byte-order mark or meta tag), else UTF-8. */
export function decodePage(body: Buffer, declared: string | null): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const bom =
    body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf
      ? 'utf-8'
      : body[0] === 0xff && body[1] === 0xfe
        ? 'utf-16le'
        : body[0] === 0xfe && body[1] === 0xff
          ? 'utf-16be'
          : null;
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1] ?? null;
  for (const label of [bom, declared, meta]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: try the next source.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}

/** The recipe in a page (HTML, schema.org JSON-LD, or copied text), by the richest markup it has. */
export function readRecipe(page: string, url: string | null): RecipeImportDraft | null {
  const text = page.trim();
  const candidates: (() => SchemaNode | null)[] = [];
  let context: PageContext = { url, fallbackImage: null };
  if (/^[[{]/.test(text)) {
    candidates.push(() => findJsonLdRecipe([text]));
  } else if (!/<[a-z!/]/i.test(text)) {
    candidates.push(() => findRecipeInText(text));
  } else {
    const document = parseHtml(text);
    context = { url, fallbackImage: metaContent(document, 'og:image', 'og:image:url', 'twitter:image') };
    candidates.push(
      () => findJsonLdRecipe(jsonLdBlocks(document)),
      () => findMicrodataRecipe(document),
      () => findRdfaRecipe(document),
      () => findRecipeByHeadings(document),
    );
  }
  for (const find of candidates) {
    const node = find();
    if (!node) continue;
    const draft = toDraft(node, context);
    // A Recipe node with neither ingredients nor steps (a teaser, a listing) is not the recipe.
    if (draft.ingredients.length || draft.steps.length) return draft;
  }
  return null;
}

/** POST /api/recipes/import: the draft from a link (fetched safely) or from a pasted page. */
export async function importRecipe(body: { url?: string; html?: string }, options: ImportOptions): Promise<RecipeImportDraft> {
  let page: string;
  let url = body.url || null;
  if (body.html?.trim()) {
    page = body.html;
  } else {
    const fetched = await safeFetch(url!, { ...fetchOptions(options), accept: PAGE_TYPES }).catch((error: unknown) => {
      throw fetchFailure(error, recipeImportMessages.notAPage);
    });
    page = decodePage(fetched.body, fetched.charset);
    url = fetched.url;
  }
  const draft = readRecipe(page, url);
  if (!draft) throw importError('IMPORT_NO_RECIPE', recipeImportMessages.noRecipe);
  return draft;
}

/** POST /api/recipes/import/image: a draft's picture, checked to be an image by its first bytes. */
export async function importPicture(url: string, options: ImportOptions): Promise<{ bytes: Buffer; mediaType: string }> {
  const fetched = await safeFetch(url, { ...fetchOptions(options), maxBytes: Math.min(options.maxBytes, UPLOAD_MAX_BYTES), accept: PICTURE_TYPES }).catch((error: unknown) => {
    const failure = fetchFailure(error, recipeImportMessages.notAPicture);
    // Whatever else went wrong, the member can only add a photo of their own instead.
    throw failure.status === 400 || failure.code === 'IMPORT_WRONG_TYPE' ? failure : importError('IMPORT_PICTURE_UNAVAILABLE', recipeImportMessages.pictureUnavailable);
  });
  const kind = sniffImageType(fetched.body);
  if (!kind) throw importError('IMPORT_WRONG_TYPE', recipeImportMessages.notAPicture);
  return { bytes: fetched.body, mediaType: `image/${kind}` };
}

function fetchOptions(options: ImportOptions): Omit<SafeFetchOptions, 'accept'> {
  return { allowHosts: options.allowHosts, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, maxRedirects: options.maxRedirects };
}
