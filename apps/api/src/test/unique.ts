import { randomUUID } from 'node:crypto';

/** A short random suffix, so names and addresses never collide between tests. */
export const uniqueSuffix = (length = 8): string =>
  randomUUID().replaceAll('-', '').slice(0, length);
