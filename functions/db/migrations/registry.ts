import { keySpelling } from './001-key-spelling';
import type { Migration } from './migration';

/** Every migration, oldest first; the runner applies the ones this table has not recorded. Append, never reorder. */
export const migrations: readonly Migration[] = [keySpelling];
