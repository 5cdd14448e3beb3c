import { errorResponses } from '#shared/errors.ts';

/** What an admin route may refuse with, for the OpenAPI document and the serializer: every admin route's list. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409);
