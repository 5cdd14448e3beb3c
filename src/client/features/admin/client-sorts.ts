import type { ClientRecordsQuery } from '#shared/schemas/admin.ts';

/** The client records' sort menu: each choice is a column and a direction. */
export const CLIENT_SORTS = {
  newest: { sort: 'registrationDate', order: 'desc' },
  oldest: { sort: 'registrationDate', order: 'asc' },
  email: { sort: 'email', order: 'asc' },
  lastName: { sort: 'lastName', order: 'asc' },
  mostDisputes: { sort: 'totalDisputes', order: 'desc' },
} as const satisfies Record<string, Pick<ClientRecordsQuery, 'sort' | 'order'>>;
export type ClientSort = keyof typeof CLIENT_SORTS;

export const CLIENT_SORT_KEYS = Object.keys(CLIENT_SORTS) as ClientSort[];
