import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Cipher } from './crypto/cipher.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every feature's routes receive: nothing reads globals. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  cipher: Cipher;
  mailer: Mailer;
}
