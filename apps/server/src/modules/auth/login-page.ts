import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/contracts';

/**
 * Hearth's account pages, rendered on the server as plain HTML forms so they work without JavaScript
 * (decision 0003): sign in, create an account, forgot password, choose a new password, sign out.
 */

export interface LoginPageOptions {
  mode: 'sign-in' | 'sign-up';
  localAccounts: boolean;
  oidcName?: string;
  error?: string;
  /** A success message, such as "your password was changed". */
  notice?: string;
  values?: { name?: string; email?: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The Hearth mark (a flame over a hearthstone), as in apps/web/src/components/brand.tsx. */
const BRAND = `<a class="brand" href="/"><svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect class="mark-bg" width="32" height="32" rx="8"/><path class="mark-fg" d="M16.6 5.2c.4 3-1 4.8-2.6 6.6-1.7 1.9-3.6 3.9-3.6 7.4A5.6 5.6 0 0 0 16 25a5.6 5.6 0 0 0 5.6-5.8c0-2.6-1.3-4.3-2.4-5.6.1 1.6-.4 2.9-1.5 3.6.5-3.7-.3-8.2-1.1-12Z"/><rect class="mark-fg" x="8" y="24.5" width="16" height="2.2" rx="1.1"/></svg><span>Hearth</span></a>`;

const PANEL = `<aside class="panel" aria-hidden="true">
  ${BRAND.replace('<a class="brand" href="/">', '<div class="brand">').replace('</a>', '</div>')}
  <div>
    <h2>Recipes, community and AI in one kitchen</h2>
    <p>Create, discover and share recipes with a community of home cooks.</p>
    <ul><li>Twelve AI cooking tools</li><li>Collections and a weekly meal planner</li><li>Recommendations shaped by your food profile</li></ul>
  </div>
  <p>A recipe platform for home cooks.</p>
</aside>`;

interface Layout {
  title: string;
  heading: string;
  lead?: string;
  error?: string;
  notice?: string;
  body: string;
}

function page({ title, heading, lead, error, notice, body }: Layout): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#fbf7f2" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#1a1512" media="(prefers-color-scheme: dark)">
<title>${escapeHtml(title)} · Hearth</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">
<link rel="stylesheet" href="/api/login/styles.css">
<script src="/api/login/theme.js"></script>
</head>
<body>
<div class="layout">
${PANEL}
<div class="side">
  ${BRAND}
  <main class="card" aria-labelledby="heading">
    <h1 id="heading">${escapeHtml(heading)}</h1>
    ${lead ? `<p class="lead">${lead}</p>` : ''}
    ${error ? `<div class="message error" role="alert"><p>${escapeHtml(error)}</p></div>` : ''}
    ${notice ? `<div class="message notice" role="status"><p>${escapeHtml(notice)}</p></div>` : ''}
    ${body}
  </main>
</div>
</div>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  attrs: string;
  value?: string;
  hint?: string;
  /** A link beside the label ("Forgot password?"). */
  aside?: string;
  invalid?: boolean;
}

function field({ name, label, type, autocomplete, attrs, value, hint, aside, invalid }: FieldOptions) {
  const hintId = hint ? `${name}-hint` : undefined;
  const labelHtml = `<label for="${name}">${label}</label>`;
  return `<div class="field">
        ${aside ? `<div class="label-row">${labelHtml}${aside}</div>` : labelHtml}
        <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" ${attrs}${value ? ` value="${escapeHtml(value)}"` : ''}${hintId ? ` aria-describedby="${hintId}"` : ''}${invalid ? ' aria-invalid="true"' : ''}>
        ${hint ? `<p class="hint" id="${hintId}">${hint}</p>` : ''}
      </div>`;
}

const emailField = (value?: string, invalid?: boolean) =>
  field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', attrs: 'required maxlength="254"', value, invalid });
const newPasswordFields = (invalid?: boolean) => `${field({
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  attrs: `required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`,
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`,
  invalid,
})}
      ${field({ name: 'confirm', label: 'Type it again', type: 'password', autocomplete: 'new-password', attrs: `required maxlength="${PASSWORD_MAX_LENGTH}"`, invalid })}`;

/** Sign in, or create an account (`/api/login?mode=sign-up`); each links to the other. */
export function renderLoginPage(options: LoginPageOptions): string {
  const { mode, localAccounts, oidcName, error, notice, values = {} } = options;
  const signUp = mode === 'sign-up';
  const localForm = !localAccounts
    ? ''
    : `
    <form method="post" action="/api/login/${signUp ? 'sign-up' : 'sign-in'}" class="form" novalidate>
      ${signUp ? field({ name: 'name', label: 'Name', type: 'text', autocomplete: 'name', attrs: 'required maxlength="100"', value: values.name }) : ''}
      ${emailField(values.email)}
      ${field({
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: signUp ? 'new-password' : 'current-password',
        attrs: `required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`,
        hint: signUp ? `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.` : undefined,
        aside: signUp ? undefined : '<a href="/api/login/forgot-password">Forgot password?</a>',
      })}
      <button type="submit" class="primary">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>`;
  const otherMode = !localAccounts
    ? ''
    : `<p class="switch">${signUp ? 'Already have an account? <a href="/api/login">Sign in</a>' : 'New to Hearth? <a href="/api/login?mode=sign-up">Create an account</a>'}</p>`;
  const oidc = oidcName
    ? `${localAccounts ? '<div class="divider"><span>or</span></div>' : ''}
    <form method="post" action="/api/login/oidc"><button type="submit" class="secondary">Continue with ${escapeHtml(oidcName)}</button></form>`
    : '';
  return page({
    title: signUp ? 'Create account' : 'Sign in',
    heading: signUp ? 'Create your Hearth account' : 'Welcome back to Hearth',
    lead: signUp ? 'Join a community of home cooks. After a short food profile, an admin reviews your account.' : 'Sign in to keep cooking, planning and sharing recipes.',
    error,
    notice,
    body: `${localForm}${oidc}${otherMode}`,
  });
}

/** "Forgot password?": a form that mails a reset link, or who to ask when this Hearth sends no mail. */
export function renderForgotPasswordPage(options: { mailsLinks: boolean; error?: string; email?: string }): string {
  if (!options.mailsLinks) {
    return page({
      title: 'Forgot password',
      heading: 'Forgot your password?',
      lead: 'This Hearth does not send email, so a password is reset by the person who runs it. Ask them to choose a new one for you with:',
      body: `<code>npm run users -- set-password --email you@example.com --password 'a new password'</code>
    <p class="hint spaced">Then sign in with the new password and change it in Profile Settings.</p>
    <p class="back"><a href="/api/login">Back to sign in</a></p>`,
    });
  }
  return page({
    title: 'Forgot password',
    heading: 'Forgot your password?',
    lead: 'Enter the email address of your account and we will send you a link to choose a new password.',
    error: options.error,
    body: `<form method="post" action="/api/login/forgot-password" class="form" novalidate>
      ${emailField(options.email, Boolean(options.error))}
      <button type="submit" class="primary">Send reset link</button>
    </form>
    <p class="back"><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** The same answer whether or not the address has an account. */
export function renderResetLinkSentPage(email: string): string {
  return page({
    title: 'Check your email',
    heading: 'Check your email',
    lead: `If <strong>${escapeHtml(email)}</strong> belongs to a Hearth account, a link to choose a new password is on its way. It works for one hour.`,
    body: `<p class="hint">Nothing arrived after a few minutes? Check your spam folder, or <a href="/api/login/forgot-password">ask for another link</a>.</p>
    <p class="back"><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** Choosing a new password from the emailed link (`token`), or why the link no longer works. */
export function renderResetPasswordPage(options: { token?: string; linkInvalid?: string; error?: string }): string {
  if (!options.token) {
    return page({
      title: 'Reset link expired',
      heading: 'This link no longer works',
      error: options.linkInvalid,
      body: `<p class="back flush"><a href="/api/login/forgot-password">Ask for a new link</a></p>`,
    });
  }
  return page({
    title: 'Choose a new password',
    heading: 'Choose a new password',
    lead: 'After this, every device signed in to your account is signed out, and you sign in with the new password.',
    error: options.error,
    body: `<form method="post" action="/api/login/reset-password" class="form" novalidate>
      <input type="hidden" name="token" value="${escapeHtml(options.token)}">
      ${newPasswordFields(Boolean(options.error))}
      <button type="submit" class="primary">Save new password</button>
    </form>`,
  });
}

/**
 * Asked when another site sends the browser to /api/logout (a link or an image pointing there would
 * otherwise sign the member out behind their back): a POST from this page, which only our own origin
 * can send, does it.
 */
export function renderSignOutPage(): string {
  return page({
    title: 'Sign out',
    heading: 'Sign out of Hearth?',
    lead: 'A page on another site sent you here. You stay signed in unless you confirm.',
    body: `<form method="post" action="/api/logout" class="form">
    <button type="submit" class="primary">Sign out</button>
  </form>
  <p class="switch"><a href="/">Stay signed in</a></p>`,
  });
}
