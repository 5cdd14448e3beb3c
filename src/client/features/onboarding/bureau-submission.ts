import type { Bureau } from '#shared/constants/bureaus.ts';

/** Spec section 4: the queuing animation rises by 10 every 500 ms. */
export const BUREAU_TICK_MS = 500;
export const BUREAU_TICK_PERCENT = 10;

/** Spec section 9: each bureau is marked once the animation passes its share (33, 66, 100). */
const MARKED_AT: Readonly<Record<Bureau, number>> = { experian: 33, equifax: 66, transunion: 100 };

export const isBureauMarked = (bureau: Bureau, progress: number) => progress >= MARKED_AT[bureau];
