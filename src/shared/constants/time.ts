export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Where times are shown when the reader's own zone is unknown (agreements, letters): the East Coast's. */
export const EASTERN_TIME_ZONE = 'America/New_York';
