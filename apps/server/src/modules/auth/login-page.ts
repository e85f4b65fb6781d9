import { type LanguageCode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/contracts';
import { fill, PAGE_TEXT, pageError, type PageText } from './page-text';

/**
 * Hearth's account pages, rendered on the server as plain HTML forms so they work without JavaScript
 * (decision 0003): sign in, create an account, forgot password, choose a new password, sign out. Each is
 * written in the visitor's language (page-language.ts) from page-text.ts; errors come in as the English
 * the routes know them by and are shown translated.
 */

export interface LoginPageOptions {
  mode: 'sign-in' | 'sign-up';
  language: LanguageCode;
  localAccounts: boolean;
  oidcName?: string;
  error?: string;
  /** Says the password was just changed (after a reset). */
  passwordChanged?: boolean;
  values?: { name?: string; email?: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Catalogue text as HTML, its placeholders filled with HTML already made safe (a link, a bold address). */
const sentence = (template: string, html: Record<string, string> = {}) => fill(escapeHtml(template), html);

/** The Hearth mark (a flame over a hearthstone), as in apps/web/src/components/brand.tsx. */
const BRAND = `<a class="brand" href="/"><svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect class="mark-bg" width="32" height="32" rx="8"/><path class="mark-fg" d="M16.6 5.2c.4 3-1 4.8-2.6 6.6-1.7 1.9-3.6 3.9-3.6 7.4A5.6 5.6 0 0 0 16 25a5.6 5.6 0 0 0 5.6-5.8c0-2.6-1.3-4.3-2.4-5.6.1 1.6-.4 2.9-1.5 3.6.5-3.7-.3-8.2-1.1-12Z"/><rect class="mark-fg" x="8" y="24.5" width="16" height="2.2" rx="1.1"/></svg><span>Hearth</span></a>`;

const panel = ({ panel: words }: PageText) => `<aside class="panel" aria-hidden="true">
  ${BRAND.replace('<a class="brand" href="/">', '<div class="brand">').replace('</a>', '</div>')}
  <div>
    <h2>${sentence(words.heading)}</h2>
    <p>${sentence(words.text)}</p>
    <ul><li>${sentence(words.tools)}</li><li>${sentence(words.planning)}</li><li>${sentence(words.recommendations)}</li></ul>
  </div>
  <p>${sentence(words.footer)}</p>
</aside>`;

interface Layout {
  language: LanguageCode;
  title: string;
  heading: string;
  /** HTML (sentence() makes it from catalogue text). */
  lead?: string;
  /** In English as the routes pass it; shown in the page's language. */
  error?: string;
  notice?: string;
  body: string;
}

function page({ language, title, heading, lead, error, notice, body }: Layout): string {
  return `<!doctype html>
<html lang="${language}">
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
${panel(PAGE_TEXT[language])}
<div class="side">
  ${BRAND}
  <main class="card" aria-labelledby="heading">
    <h1 id="heading">${escapeHtml(heading)}</h1>
    ${lead ? `<p class="lead">${lead}</p>` : ''}
    ${error ? `<div class="message error" role="alert"><p>${escapeHtml(pageError(error, language))}</p></div>` : ''}
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
  const labelHtml = `<label for="${name}">${escapeHtml(label)}</label>`;
  return `<div class="field">
        ${aside ? `<div class="label-row">${labelHtml}${aside}</div>` : labelHtml}
        <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" ${attrs}${value ? ` value="${escapeHtml(value)}"` : ''}${hintId ? ` aria-describedby="${hintId}"` : ''}${invalid ? ' aria-invalid="true"' : ''}>
        ${hint ? `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>` : ''}
      </div>`;
}

const passwordHint = (text: PageText) => fill(text.fields.passwordHint, { min: PASSWORD_MIN_LENGTH });
const emailField = (text: PageText, value?: string, invalid?: boolean) =>
  field({ name: 'email', label: text.fields.email, type: 'email', autocomplete: 'email', attrs: 'required maxlength="254"', value, invalid });
const newPasswordFields = (text: PageText, invalid?: boolean) => `${field({
  name: 'password',
  label: text.fields.newPassword,
  type: 'password',
  autocomplete: 'new-password',
  attrs: `required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`,
  hint: passwordHint(text),
  invalid,
})}
      ${field({ name: 'confirm', label: text.fields.confirmPassword, type: 'password', autocomplete: 'new-password', attrs: `required maxlength="${PASSWORD_MAX_LENGTH}"`, invalid })}`;

/** Sign in, or create an account (`/api/login?mode=sign-up`); each links to the other. */
export function renderLoginPage(options: LoginPageOptions): string {
  const { mode, language, localAccounts, oidcName, error, passwordChanged, values = {} } = options;
  const text = PAGE_TEXT[language];
  const signUp = mode === 'sign-up';
  const words = signUp ? text.signUp : text.signIn;
  const localForm = !localAccounts
    ? ''
    : `
    <form method="post" action="/api/login/${signUp ? 'sign-up' : 'sign-in'}" class="form" novalidate>
      ${signUp ? field({ name: 'name', label: text.fields.name, type: 'text', autocomplete: 'name', attrs: 'required maxlength="100"', value: values.name }) : ''}
      ${emailField(text, values.email)}
      ${field({
        name: 'password',
        label: text.fields.password,
        type: 'password',
        autocomplete: signUp ? 'new-password' : 'current-password',
        attrs: `required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`,
        hint: signUp ? passwordHint(text) : undefined,
        aside: signUp ? undefined : `<a href="/api/login/forgot-password">${sentence(text.signIn.forgotPassword)}</a>`,
      })}
      <button type="submit" class="primary">${sentence(words.submit)}</button>
    </form>`;
  const otherMode = !localAccounts
    ? ''
    : `<p class="switch">${
        signUp
          ? `${sentence(text.signUp.haveAccount)} <a href="/api/login">${sentence(text.signUp.signIn)}</a>`
          : `${sentence(text.signIn.newHere)} <a href="/api/login?mode=sign-up">${sentence(text.signIn.createAccount)}</a>`
      }</p>`;
  const oidc = oidcName
    ? `${localAccounts ? `<div class="divider"><span>${sentence(text.singleSignOn.or)}</span></div>` : ''}
    <form method="post" action="/api/login/oidc"><button type="submit" class="secondary">${sentence(text.singleSignOn.continueWith, { provider: escapeHtml(oidcName) })}</button></form>`
    : '';
  return page({
    language,
    title: words.title,
    heading: words.heading,
    lead: sentence(words.lead),
    error,
    notice: passwordChanged ? text.signIn.passwordChanged : undefined,
    body: `${localForm}${oidc}${otherMode}`,
  });
}

const backToSignIn = (text: PageText) => `<p class="back"><a href="/api/login">${sentence(text.forgotPassword.backToSignIn)}</a></p>`;

/** "Forgot password?": a form that mails a reset link, or who to ask when this Hearth sends no mail. */
export function renderForgotPasswordPage(options: { language: LanguageCode; mailsLinks: boolean; error?: string; email?: string }): string {
  const { language } = options;
  const text = PAGE_TEXT[language];
  const words = text.forgotPassword;
  if (!options.mailsLinks) {
    return page({
      language,
      title: words.title,
      heading: words.heading,
      lead: sentence(words.withoutMail),
      body: `<code>npm run users -- set-password --email you@example.com --password '${escapeHtml(words.examplePassword)}'</code>
    <p class="hint spaced">${sentence(words.afterCommand)}</p>
    ${backToSignIn(text)}`,
    });
  }
  return page({
    language,
    title: words.title,
    heading: words.heading,
    lead: sentence(words.lead),
    error: options.error,
    body: `<form method="post" action="/api/login/forgot-password" class="form" novalidate>
      ${emailField(text, options.email, Boolean(options.error))}
      <button type="submit" class="primary">${sentence(words.submit)}</button>
    </form>
    ${backToSignIn(text)}`,
  });
}

/** The same answer whether or not the address has an account. */
export function renderResetLinkSentPage(email: string, language: LanguageCode): string {
  const text = PAGE_TEXT[language];
  const words = text.linkSent;
  return page({
    language,
    title: words.title,
    heading: words.heading,
    lead: sentence(words.lead, { email: `<strong>${escapeHtml(email)}</strong>` }),
    body: `<p class="hint">${sentence(words.help, { link: `<a href="/api/login/forgot-password">${sentence(words.askAgain)}</a>` })}</p>
    ${backToSignIn(text)}`,
  });
}

/** Choosing a new password from the emailed link (`token`), or why the link no longer works. */
export function renderResetPasswordPage(options: { language: LanguageCode; token?: string; linkInvalid?: string; error?: string }): string {
  const { language } = options;
  const text = PAGE_TEXT[language];
  const words = text.resetPassword;
  if (!options.token) {
    return page({
      language,
      title: words.expiredTitle,
      heading: words.expiredHeading,
      error: options.linkInvalid,
      body: `<p class="back flush"><a href="/api/login/forgot-password">${sentence(words.askNewLink)}</a></p>`,
    });
  }
  return page({
    language,
    title: words.title,
    heading: words.heading,
    lead: sentence(words.lead),
    error: options.error,
    body: `<form method="post" action="/api/login/reset-password" class="form" novalidate>
      <input type="hidden" name="token" value="${escapeHtml(options.token)}">
      ${newPasswordFields(text, Boolean(options.error))}
      <button type="submit" class="primary">${sentence(words.submit)}</button>
    </form>`,
  });
}

/**
 * Asked when another site sends the browser to /api/logout (a link or an image pointing there would
 * otherwise sign the member out behind their back): a POST from this page, which only our own origin
 * can send, does it.
 */
export function renderSignOutPage(language: LanguageCode): string {
  const words = PAGE_TEXT[language].signOut;
  return page({
    language,
    title: words.title,
    heading: words.heading,
    lead: sentence(words.lead),
    body: `<form method="post" action="/api/logout" class="form">
    <button type="submit" class="primary">${sentence(words.submit)}</button>
  </form>
  <p class="switch"><a href="/">${sentence(words.stay)}</a></p>`,
  });
}
