import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { GeoService } from '../geo/geo.service';
import type { CmsRepository, SkinRow } from './cms.repository';
import { createCmsService } from './cms.service';

/** A site repository that counts its reads and answers once released. */
const countingSites = (inMaintenance: boolean) => {
  const reads: (Db | undefined)[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const repository = {
    findSkin: async (_skinId: number, tx?: Db) => {
      reads.push(tx);
      await gate;
      return { inMaintenance } as SkinRow;
    },
  } as unknown as CmsRepository;
  return { reads, release, cms: createCmsService(repository, {} as GeoService) };
};

describe('the maintenance flag on the bet path', () => {
  it('is read once for the calls that find it due at the same moment', async () => {
    const { reads, release, cms } = countingSites(true);
    const answers = Promise.all(
      Array.from({ length: 20 }, () => cms.maintenanceOf(1, undefined, 0)),
    );
    release();
    expect(await answers).toEqual(Array.from({ length: 20 }, () => true));
    expect(reads).toHaveLength(1);
    // Known for a second, then read again.
    expect(await cms.maintenanceOf(1, undefined, 999)).toBe(true);
    expect(reads).toHaveLength(1);
    expect(await cms.maintenanceOf(1, undefined, 1_000)).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('is read on the transaction’s own connection by a call inside one', async () => {
    const { reads, release, cms } = countingSites(false);
    const tx = {} as Db;
    const shared = cms.maintenanceOf(2, undefined, 0);
    const inside = cms.maintenanceOf(2, tx, 0);
    release();
    expect(await Promise.all([shared, inside])).toEqual([false, false]);
    expect(reads).toEqual([undefined, tx]);
  });
});
