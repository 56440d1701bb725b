/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** A time as the forms give it ('YYYY-MM-DDTHH:mm', local), or any ISO text, in ms; NaN when it is not one. */
export function timeOf(value: string): number {
  return new Date(value.length === 16 ? `${value}:00` : value).getTime();
}
