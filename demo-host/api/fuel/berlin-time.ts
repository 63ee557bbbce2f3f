/** German stations keep German hours: weekday (0 = Monday) and minutes since midnight in Berlin. */
export interface LocalTime {
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function berlinTime(now: Date): LocalTime {
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Mon'),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
