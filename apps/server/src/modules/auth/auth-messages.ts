import { accountMessages, serverMessages } from '@hearth/contracts';
import { isAPIError } from 'better-auth/api';

/** Better Auth's terse messages ("Password too short"), said the way Hearth says them. */
const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: serverMessages.invalidCredentials,
  INVALID_EMAIL: accountMessages.emailInvalid,
  PASSWORD_TOO_SHORT: accountMessages.passwordTooShort,
  PASSWORD_TOO_LONG: accountMessages.passwordTooLong,
  INVALID_TOKEN: accountMessages.resetLinkInvalid,
};

/** What an account page says about a failed call to Better Auth. */
export async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (response.status === 401) return serverMessages.invalidCredentials;
  if (response.status === 429) return serverMessages.tooManyRequests;
  if (body.code && MESSAGES_BY_CODE[body.code]) return MESSAGES_BY_CODE[body.code]!;
  // Better Auth's own validation of the body ("[body.email] Invalid email address").
  if (body.message?.startsWith('[body.email]')) return accountMessages.emailInvalid;
  if (response.status >= 500) return serverMessages.internal;
  return body.message ?? serverMessages.internal;
}

/**
 * A call to Better Auth with `asResponse`, whose refusals from our own hooks (a common password) are
 * thrown rather than answered: either way the caller gets a Response to read.
 */
export async function authResponse(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return Response.json({ message: error.body?.message ?? error.message, code: error.body?.code }, { status: error.statusCode });
  }
}
