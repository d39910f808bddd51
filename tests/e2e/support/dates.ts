/** The next `weekday` (0 Sunday ... 6 Saturday) after today, as dd.mm.yyyy (the forms' date format). */
export function nextWeekday(weekday: number): string {
  const date = new Date();
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== weekday);
  const [y, m, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}
