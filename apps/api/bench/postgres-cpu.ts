import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds used so far by the PostgreSQL server's processes, when the server runs on
 * this Linux machine (read from /proc); undefined elsewhere. The benches read it when their load
 * opens and closes its measured window, to show what a request costs the database.
 */
export const postgresCpuMs = (): number | undefined => {
  let ticks = 0;
  let found = false;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      found = true;
    }
  } catch {
    return undefined;
  }
  return found ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
};
