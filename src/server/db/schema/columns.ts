import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every instant we store is a timestamp with its time zone: the clock is UTC, the readers are not. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A row's own key: a random UUID the database draws. */
export const id = () => uuid('id').primaryKey().defaultRandom();
