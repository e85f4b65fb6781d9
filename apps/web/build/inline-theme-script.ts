import { THEME_INIT_SCRIPT } from '../../../packages/contracts/src/theme-init';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<script data-theme-init></script>';

/** Writes the theme script (@hearth/contracts' THEME_INIT_SCRIPT) into index.html's head, in place of its placeholder. */
export function inlineThemeScript(): Plugin {
  return {
    name: 'hearth-inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} for the theme script`);
        return html.replace(PLACEHOLDER, `<script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
  };
}
