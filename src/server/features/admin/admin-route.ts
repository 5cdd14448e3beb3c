import { ApiErrorBodySchema } from '#shared/errors.ts';

/** What an admin route may refuse with, for the OpenAPI document and the serializer. */
export const adminErrors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
};
