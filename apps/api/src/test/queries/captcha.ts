import type { Db } from '../../db/client';
import { captchaSolutions } from '../../modules/captcha/captcha.tables';

/** Every captcha solution used so far (each may be used once). */
export const usedCaptchaSolutions = (db: Db) => db.select().from(captchaSolutions);
