import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/contracts';

export interface LoginPageOptions {
  mode: 'sign-in' | 'sign-up';
  localAccounts: boolean;
  oidcName?: string;
  error?: string;
  values?: { name?: string; email?: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Hearth's sign-in / create-account page: plain HTML forms, no script needed. */
export function renderLoginPage(options: LoginPageOptions): string {
  const { mode, localAccounts, oidcName, error, values = {} } = options;
  const signUp = mode === 'sign-up';
  const heading = signUp ? 'Create your Hearth account' : 'Welcome back to Hearth';
  const lead = signUp ? 'Join a community of home cooks. After a short food profile, an admin reviews your account.' : 'Sign in to keep cooking, planning and sharing recipes.';
  const localForm = !localAccounts
    ? ''
    : `
    <form method="post" action="/api/login/${signUp ? 'sign-up' : 'sign-in'}" class="form" novalidate>
      ${signUp ? field('name', 'Name', 'text', values.name, 'name', 'required maxlength="100"') : ''}
      ${field('email', 'Email', 'email', values.email, 'email', 'required maxlength="254"')}
      ${field(
        'password',
        'Password',
        'password',
        undefined,
        signUp ? 'new-password' : 'current-password',
        `required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"`,
        signUp ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined,
      )}
      <button type="submit" class="primary">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>
    <p class="switch">${signUp ? 'Already have an account? <a href="/api/login">Sign in</a>' : 'New to Hearth? <a href="/api/login?mode=sign-up">Create an account</a>'}</p>`;
  const oidc = oidcName
    ? `${localAccounts ? '<div class="divider"><span>or</span></div>' : ''}
    <form method="post" action="/api/login/oidc"><button type="submit" class="secondary">Continue with ${escapeHtml(oidcName)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${signUp ? 'Create account' : 'Sign in'} · Hearth</title>
<link rel="stylesheet" href="/api/login/styles.css">
</head>
<body>
<main class="card" aria-labelledby="heading">
  <a class="brand" href="/"><span class="logo" aria-hidden="true">🔥</span> Hearth</a>
  <h1 id="heading">${heading}</h1>
  <p class="lead">${lead}</p>
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
  ${localForm}
  ${oidc}
</main>
</body>
</html>`;
}

/**
 * Asked when another site sends the browser to /api/logout (a link or an image pointing there would
 * otherwise sign the member out behind their back): a POST from this page, which only our own origin
 * can send, does it.
 */
export function renderSignOutPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Hearth</title>
<link rel="stylesheet" href="/api/login/styles.css">
</head>
<body>
<main class="card" aria-labelledby="heading">
  <a class="brand" href="/"><span class="logo" aria-hidden="true">🔥</span> Hearth</a>
  <h1 id="heading">Sign out of Hearth?</h1>
  <p class="lead">A page on another site sent you here. You stay signed in unless you confirm.</p>
  <form method="post" action="/api/logout" class="form">
    <button type="submit" class="primary">Sign out</button>
  </form>
  <p class="switch"><a href="/">Stay signed in</a></p>
</main>
</body>
</html>`;
}

function field(name: string, label: string, type: string, value: string | undefined, autocomplete: string, attrs: string, hint?: string) {
  const hintId = hint ? `${name}-hint` : undefined;
  return `<div class="field">
        <label for="${name}">${label}</label>
        <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" ${attrs}${value ? ` value="${escapeHtml(value)}"` : ''}${hintId ? ` aria-describedby="${hintId}"` : ''}>
        ${hint ? `<p class="hint" id="${hintId}">${hint}</p>` : ''}
      </div>`;
}

export const loginPageStyles = `
:root { color-scheme: light; --bg: #fbf6f0; --card: #ffffff; --ink: #2b211b; --muted: #6b5a4e; --brand: #b4471a; --brand-ink: #ffffff; --line: #e7dccf; --error-bg: #fdecea; --error-ink: #8a1c12; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; background: radial-gradient(circle at top, #fff3e6, var(--bg)); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.card { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 32px; box-shadow: 0 10px 30px rgba(90, 50, 20, 0.08); }
.brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; font-size: 20px; color: var(--brand); text-decoration: none; }
h1 { font-size: 24px; margin: 16px 0 4px; }
.lead { margin: 0 0 20px; color: var(--muted); }
.form { display: grid; gap: 14px; }
.field { display: grid; gap: 6px; }
label { font-weight: 600; font-size: 14px; }
input { font: inherit; padding: 10px 12px; border: 1px solid #cbb9a8; border-radius: 8px; background: #fff; color: var(--ink); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #e0893c; outline-offset: 2px; }
.hint { margin: 0; font-size: 13px; color: var(--muted); }
button { font: inherit; font-weight: 600; width: 100%; padding: 11px 14px; border-radius: 8px; cursor: pointer; }
.primary { background: var(--brand); color: var(--brand-ink); border: 0; }
.primary:hover { background: #963a14; }
.secondary { background: #fff; color: var(--ink); border: 1px solid #cbb9a8; }
.switch { margin: 18px 0 0; text-align: center; color: var(--muted); }
.switch a { color: var(--brand); font-weight: 600; }
.error { background: var(--error-bg); color: var(--error-ink); border-radius: 8px; padding: 10px 12px; margin-bottom: 16px; }
.divider { display: flex; align-items: center; gap: 12px; color: var(--muted); margin: 18px 0; font-size: 14px; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: var(--line); }
`;
