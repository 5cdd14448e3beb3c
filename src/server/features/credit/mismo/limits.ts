/**
 * The largest MISMO document accepted, in bytes. A tri-merge with an embedded PDF is a few MB; anything far larger
 * is not a credit report. The upload route caps the multipart body with the same figure.
 */
export const MAX_MISMO_BYTES = 20 * 1024 * 1024;
