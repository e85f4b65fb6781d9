import { accountMessages, ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, safeText } from '@hearth/contracts';
import { z } from 'zod';

const URL_MAX_LENGTH = 2048;
const VALUE_MAX_LENGTH = 4096;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (max: number, label: string) => safeText({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);

/**
 * What a JSON body sent to Better Auth (`/api/auth/*`) may hold. Better Auth validates its own endpoints,
 * but not every one refuses `null` or non-text where it writes a NOT NULL column (`{"name": null}` on
 * update-user reached the database as a 500). The fields our screens send are typed here; any other
 * field must be plain text, a number, a boolean or a short list of text, so a hostile body is a 400 before
 * Better Auth sees it. Unknown fields are passed on: Better Auth decides what its endpoints take.
 */
export const authBodySchema = z
  .object({
    name: text(ACCOUNT_NAME_MAX_LENGTH, 'Name').trim().min(1, accountMessages.nameRequired),
    email: text(254, 'Email').trim(),
    password: text(PASSWORD_MAX_LENGTH, 'Password'),
    currentPassword: text(PASSWORD_MAX_LENGTH, 'Current password'),
    newPassword: text(PASSWORD_MAX_LENGTH, 'New password'),
    // Shown to admins beside the member's name: our own uploads or an https address, never
    // 'javascript:', 'data:' or a plain-http tracker (issue 12, item 6).
    image: text(URL_MAX_LENGTH, 'Image')
      .refine(
        (url) => url === '' || /^\/media\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|png|jpg)$/.test(url) || isHttpsUrl(url),
        'Profile pictures must be an https address or an uploaded image',
      )
      .nullable(),
    callbackURL: text(URL_MAX_LENGTH, 'callbackURL'),
    rememberMe: z.boolean({ error: 'rememberMe must be true or false' }),
    revokeOtherSessions: z.boolean({ error: 'revokeOtherSessions must be true or false' }),
  })
  .partial()
  .catchall(
    z.union([safeText().max(VALUE_MAX_LENGTH), z.number(), z.boolean(), z.null(), z.array(safeText().max(VALUE_MAX_LENGTH)).max(50)], { error: 'Unexpected value in the request' }),
  )
  // A POST without a body (sign-out) is fine; a body that is not an object is not.
  .optional();
