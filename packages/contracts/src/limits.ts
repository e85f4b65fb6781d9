// Business constants and limits from spec §9.

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME = 'light';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_SUGGESTIONS_MAX = 5;
export const SUGGESTIONS_BLUR_HIDE_MS = 200;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Photos a member may add to one recipe (issue 13, not in the spec; docs/decisions/0028-member-photos.md). */
export const RECIPE_PHOTOS_MAX = 8;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const CARD_TAGS_SHOWN = 3;
export const PENDING_RECIPE_TAGS_SHOWN = 2;

export const TITLE_MIN_LENGTH = 3;
export const USERNAME_MIN_LENGTH = 3;
export const COOKING_TIME_MIN = 1;
export const SERVINGS_MIN = 1;
export const DEFAULT_VISIBILITY = 'public';
export const DEFAULT_LANGUAGE = 'en';
/** The language the web app shows, kept where the server-rendered sign-in pages can read it (decision 0035). */
export const LANGUAGE_COOKIE = 'hearth-language';

export const BROWSE_SKELETON_CARDS = 6;
/**
 * Browse reads the list 24 cards at a time and asks for the next 24 as the member scrolls; the server's render
 * of the first browse screen (decision 0040) embeds a first page of the same size.
 */
export const BROWSE_PAGE_SIZE = 24;

export const MENTOR_SPEECH = { rate: 0.9, pitch: 1, volume: 1, lang: 'en-US' } as const;
export const MENTOR_RETRY_LISTEN_MS = 1000;

export const VERSION_DATE_FORMAT = "MMM d, yyyy 'at' h:mm a";
export const VERSION_SCROLL_HEIGHT_PX = 500;

export const ONBOARDING_STEPS = 5;
export const ALCHEMIST_SCORE_MAX = 100;
export const MUSIC_HISTORY_OLDER_MAX = 6;
export const TIME_MACHINE_HISTORY_MAX = 6;
export const MEAL_PLAN_AI_DAY_CHOICES = [3, 5, 7] as const;
export const MEAL_PLAN_AI_DEFAULT_DAYS = 7;
export const RECIPE_SELECT_MAX_HEIGHT_PX = 300;

// Passwords (not in the spec; see docs/decisions/0003-authentication.md).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
