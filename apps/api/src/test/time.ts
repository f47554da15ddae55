/** The moment `days` days from now (negative: ago). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
