let counter = 0;

/** A fresh client address per call, so the per-address rate limits never mix tests up. */
export const nextIp = (): string => {
  counter += 1;
  return `10.${Math.floor(counter / 65_025) % 255}.${Math.floor(counter / 255) % 255}.${(counter % 255) + 1}`;
};
