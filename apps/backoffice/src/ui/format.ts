const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An instant as operators read it everywhere in the console: in UTC, said so. */
export const formatInstant = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${DATE_TIME.format(time)} UTC`;
};

/** Money in major units (the API's JSON), with its currency when the row names one. */
export const formatMoney = (amount: number, currency?: string) => {
  const text = amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${text} ${currency}` : text;
};

/** Any value of a row as short text. */
export const formatValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en');
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  return JSON.stringify(value);
};

/** `first_bad_id` → `First bad id`. */
export const humanize = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
