import { inputMessages } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** No request body of ours nests deeper than a handful of levels; 32 leaves ample room. */
export const JSON_MAX_DEPTH = 32;

/**
 * How deeply `text` nests arrays and objects, stopping as soon as it passes `limit`. A linear scan of the
 * raw text, so a hostile body (5,000 levels of `[`) is refused before JSON.parse and the libraries behind
 * it (Better Auth, validators) recurse through it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** JSON and form bodies: an empty JSON body reads as none, and JSON nested too deeply is a 400. */
export function registerBodyParsers(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // An empty JSON body (a POST with nothing to say) reads as no body rather than an error.
    if (text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) return done(AppError.badRequest(inputMessages.jsonTooDeep(JSON_MAX_DEPTH)), undefined);
    parseJson(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
