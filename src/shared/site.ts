/** Constants of the site that both the pages and the API rely on. */

/** Default page title when a route has none (§1): the short abbreviation of the centre's name. */
export const DEFAULT_TITLE = 'СРЦН';

/** Years of reports and plans (§2.5, §9), newest first, and the default one. */
export const DOCUMENT_YEARS = [2025, 2024, 2023, 2022, 2021, 2020, 2019] as const;
export const DEFAULT_DOCUMENT_YEAR = 2023;

/** Passport years (§2.4): 2022 is absent. */
export const PASSPORT_YEARS = [2024, 2023, 2021, 2020, 2019] as const;
export const DEFAULT_PASSPORT_YEAR = 2023;

/** Pixel thresholds of §9. */
export const SCROLL_TOP_THRESHOLD = 1200;
export const REVEAL_OFFSET = 50;
export const DOCUMENTS_SCROLL_TOP = 220;

/** Name of the cookie that keeps the low-vision mode (§4). */
export const LOW_VISION_COOKIE = 'low_vision';

/** Time zone in which every date on the site is shown, so the server and browser agree. */
export const SITE_TIME_ZONE = 'Europe/Moscow';
