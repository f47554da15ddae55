/** A calendar date (`2018-08-01`) in the interface language; times on the site are UTC. */
export const formatDate = (isoDate: string, locale: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/** A moment (`2024-03-01T08:15:00Z`) with its time, in UTC like every time on the site. */
export const formatDateTime = (isoDateTime: string, locale: string): string => {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
};
