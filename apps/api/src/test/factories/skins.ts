import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { skins } from '../../modules/cms/cms.tables';
import { basic } from '../harness';
import { uniqueSuffix } from '../unique';

/** Another site with its own client credentials; `auth` is its Authorization header. */
export const buildSkin = async (db: Db) => {
  const ref = `skin-${uniqueSuffix()}`;
  const password = `password-${uniqueSuffix()}`;
  const [row] = await db
    .insert(skins)
    .values({
      licenseeId: 1,
      name: ref,
      refId: ref,
      clientRef: ref,
      clientSecretHash: sha256(password),
    })
    .returning({ id: skins.id });
  return { id: row!.id, auth: basic(ref, password) };
};
