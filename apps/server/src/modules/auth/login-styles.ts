/**
 * The look of the server-rendered account pages (sign-in, sign-up, password reset): the web app's palette
 * (apps/web/src/index.css), its fonts when the app is built (web-fonts.ts), light or dark as the visitor's
 * system prefers unless they picked a theme in the app (login-theme.js sets data-theme from it).
 */

const LIGHT = `
  --background: #fbf7f2; --foreground: #2a1f1a; --card: #ffffff; --muted-foreground: #6b5a50;
  --primary: #b4441f; --primary-hover: #9c3917; --primary-foreground: #fffaf5; --accent: #f6e3cf;
  --border: #e7d9cb; --input: #927a68; --ring: #b4441f; --saffron: #d99a1e; --herb: #4d7c45;
  --error-bg: #fdecea; --error-border: #f1b5ae; --error-ink: #8f1a12;
  --notice-bg: #edf5ea; --notice-border: #b7d3ae; --notice-ink: #2f5229;
  --panel: #b4441f; --panel-ink: #fffaf5; --panel-muted: #fdeee5; --code-bg: #f3e9df;
  color-scheme: light;`;

const DARK = `
  --background: #1a1512; --foreground: #f4ece4; --card: #231c18; --muted-foreground: #bfae9f;
  --primary: #f08a5d; --primary-hover: #f49d76; --primary-foreground: #231208; --accent: #3a2c24;
  --border: #3a2e27; --input: #85705f; --ring: #f08a5d; --saffron: #e9b44c; --herb: #8cc47f;
  --error-bg: #3a1714; --error-border: #7d2a22; --error-ink: #fbc2bb;
  --notice-bg: #1d2a1a; --notice-border: #3f6136; --notice-ink: #c4e6b9;
  --panel: #2b1a12; --panel-ink: #f4ece4; --panel-muted: #e5cbbb; --code-bg: #2f2520;
  color-scheme: dark;`;

// Inter and Fraunces have no Devanagari: Hindi takes the first of these each system has (Noto on Linux and
// Android, Nirmala UI on Windows, Kohinoor on Apple's), named so no system picks a font without it.
const DEVANAGARI_SANS = `'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari'`;
const SANS = `'Inter Variable', ${DEVANAGARI_SANS}, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
const DISPLAY = `'Fraunces Variable', 'Noto Serif Devanagari', ${DEVANAGARI_SANS}, ui-serif, Georgia, Cambria, 'Times New Roman', serif`;

export function loginPageStyles(fontFaces: string): string {
  return `${fontFaces}
:root {${LIGHT} }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) {${DARK} } }
:root[data-theme="dark"] {${DARK} }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; background: var(--background); color: var(--foreground); font: 16px/1.55 ${SANS}; -webkit-font-smoothing: antialiased; }
a { color: var(--primary); font-weight: 600; text-underline-offset: 3px; }
a:hover { color: var(--primary-hover); }
:focus-visible { outline: 3px solid var(--ring); outline-offset: 2px; border-radius: 6px; }
.layout { min-height: 100%; display: grid; grid-template-columns: minmax(0, 1fr); }
.panel { display: none; }
.side { display: flex; flex-direction: column; align-items: center; padding: 28px 20px 40px; gap: 28px;
  background: radial-gradient(ellipse at top left, color-mix(in oklab, var(--accent) 70%, transparent), transparent 60%); }
.brand { display: inline-flex; align-items: center; gap: 10px; color: var(--foreground); text-decoration: none; font: 600 22px/1 ${DISPLAY}; letter-spacing: -0.01em; }
.brand svg { width: 36px; height: 36px; flex: none; }
.brand .mark-bg { fill: var(--primary); }
.brand .mark-fg { fill: var(--primary-foreground); }
.card { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--border); border-radius: 20px; padding: 32px 28px;
  box-shadow: 0 1px 2px rgba(42, 31, 26, 0.05), 0 18px 40px -18px rgba(120, 50, 20, 0.25); }
h1 { font: 600 28px/1.15 ${DISPLAY}; letter-spacing: -0.015em; margin: 0 0 8px; }
/* Devanagari's vowel signs reach above and below the line, and its letters join along the top bar:
   headings need more leading than Latin, and no tightened spacing. */
:lang(hi) h1, :lang(hi) .panel h2 { line-height: 1.3; letter-spacing: normal; }
.lead { margin: 0 0 22px; color: var(--muted-foreground); }
.form { display: grid; gap: 16px; }
.field { display: grid; gap: 6px; }
.label-row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
label { font-weight: 600; font-size: 14px; }
.label-row a { font-size: 14px; }
input { font: inherit; font-size: 16px; width: 100%; height: 44px; padding: 8px 12px; border: 1px solid var(--input); border-radius: 10px; background: var(--card); color: var(--foreground); }
input:focus-visible { outline: 2px solid var(--ring); outline-offset: 1px; border-color: var(--ring); }
input[aria-invalid="true"] { border-color: var(--error-ink); }
.hint { margin: 0; font-size: 13px; color: var(--muted-foreground); }
button { font: inherit; font-weight: 600; width: 100%; min-height: 46px; padding: 10px 16px; border-radius: 10px; cursor: pointer; }
.primary { background: var(--primary); color: var(--primary-foreground); border: 1px solid transparent; }
.primary:hover { background: var(--primary-hover); }
.secondary { background: transparent; color: var(--foreground); border: 1px solid var(--input); }
.secondary:hover { background: var(--accent); }
.switch { margin: 22px 0 0; text-align: center; color: var(--muted-foreground); }
.message { border-radius: 10px; padding: 12px 14px; margin: 0 0 18px; border: 1px solid; }
.message p { margin: 0; }
.message p + p { margin-top: 6px; }
.error { background: var(--error-bg); color: var(--error-ink); border-color: var(--error-border); }
.error a { color: inherit; }
.notice { background: var(--notice-bg); color: var(--notice-ink); border-color: var(--notice-border); }
.divider { display: flex; align-items: center; gap: 12px; color: var(--muted-foreground); margin: 20px 0; font-size: 14px; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: var(--border); }
code { font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code-bg); border-radius: 8px; padding: 10px 12px; display: block; overflow-wrap: anywhere; }
.back { margin: 22px 0 0; text-align: center; }
.back.flush { margin-top: 0; }
.hint.spaced { margin-top: 12px; }
.foot { margin: 0; font-size: 13px; color: var(--muted-foreground); text-align: center; }
@media (min-width: 960px) {
  .layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); }
  .panel { display: flex; flex-direction: column; justify-content: space-between; padding: 48px 56px; background: var(--panel); color: var(--panel-ink); position: relative; overflow: hidden; }
  .panel::after { content: ""; position: absolute; inset: auto -120px -160px auto; width: 420px; height: 420px; border-radius: 50%;
    background: radial-gradient(circle, color-mix(in oklab, var(--saffron) 55%, transparent), transparent 65%); pointer-events: none; }
  .panel .brand { color: var(--panel-ink); }
  .panel .brand .mark-bg { fill: var(--panel-ink); }
  .panel .brand .mark-fg { fill: var(--panel); }
  .panel h2 { font: 600 40px/1.1 ${DISPLAY}; letter-spacing: -0.02em; margin: 0 0 18px; max-width: 13em; }
  .panel p { margin: 0; color: var(--panel-muted); max-width: 30em; font-size: 17px; }
  .panel ul { list-style: none; padding: 0; margin: 28px 0 0; display: grid; gap: 12px; }
  .panel li { display: flex; gap: 10px; align-items: baseline; color: var(--panel-ink); }
  .panel li::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: var(--saffron); flex: none; transform: translateY(-2px); }
  .side { justify-content: center; padding: 48px 40px; }
  .side > .brand { display: none; }
}
`;
}

/**
 * Applies a theme the visitor chose in the app (stored under `theme`, as the app's THEME_INIT_SCRIPT
 * reads it); without a choice the page follows the system. Pages work the same without it.
 */
export const loginThemeScript = `(function () {
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') document.documentElement.setAttribute('data-theme', stored);
  } catch (e) {}
})();
`;
