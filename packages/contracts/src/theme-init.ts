import { DEFAULT_THEME, THEME_STORAGE_KEY } from './limits';

/**
 * Applies the saved colour theme before the first paint, so a dark-theme reader never sees a light flash.
 * It is written inline into index.html (an external script held the first paint for a round trip), and the
 * server's CSP allows exactly this script by its hash (THEME_INIT_SCRIPT_HASH in the server). Storage can be
 * unavailable (privacy modes): then the default theme stays.
 */
export const THEME_INIT_SCRIPT =
  `(function(){var t=${JSON.stringify(DEFAULT_THEME)};` +
  `try{var s=window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==='dark'||s==='light')t=s}catch(e){}` +
  `var c=document.documentElement.classList;if(t==='dark')c.add('dark');else c.remove('dark')})()`;
