/**
 * A leave's Bangkok calendar day as the API sends it (YYYY-MM-DD) written DD/MM/YYYY. It is a day,
 * not an instant, so it is rewritten rather than passed through a time zone.
 */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}
