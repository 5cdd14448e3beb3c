import { AppError } from '#server/errors.ts';

export const fileTooLarge = () => new AppError('FILE_TOO_LARGE', 413, 'File size must be less than 10MB');

/** The client shows one message for all of them; `reason` tells the log which check refused the file. */
export const unsupportedImage = (reason: 'unknown_type' | 'undecodable' | 'malformed_heic') =>
  new AppError('UNSUPPORTED_IMAGE', 415, 'Please select an image file (PNG, JPG, etc.)', { reason });
