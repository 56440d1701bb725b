/**
 * Daily figures of one subject (the whole app, one drama…): a row per day, a column per measure,
 * in one growing Float64Array. Days are day numbers (src/lib/report/period.ts dayNumber); a day
 * outside what it holds reads as 0. What a reporting warehouse keeps as its daily fact table.
 */
export class Grid {
  private data = new Float64Array(0);
  /** The day number of row 0. */
  private origin = 0;
  private rows = 0;

  constructor(readonly width: number) {}

  /** Makes room for `day`, keeping what is held (rows grow by doubling, either way). */
  private ensure(day: number): void {
    if (this.rows === 0) {
      this.origin = day - 64;
      this.rows = 1024;
      this.data = new Float64Array(this.rows * this.width);
      return;
    }
    if (day >= this.origin && day < this.origin + this.rows) return;
    const origin = Math.min(this.origin, day - 64);
    const end = Math.max(this.origin + this.rows, day + 64);
    const rows = Math.max(end - origin, this.rows * 2);
    const data = new Float64Array(rows * this.width);
    data.set(this.data, (this.origin - origin) * this.width);
    this.data = data;
    this.origin = origin;
    this.rows = rows;
  }

  add(day: number, column: number, amount: number): void {
    if (day < this.origin || day >= this.origin + this.rows) this.ensure(day);
    this.data[(day - this.origin) * this.width + column] += amount;
  }

  get(day: number, column: number): number {
    const row = day - this.origin;
    return row >= 0 && row < this.rows ? this.data[row * this.width + column] : 0;
  }

  /** The sum of one column over days `from` to `to`, both included. */
  sum(from: number, to: number, column: number): number {
    const a = Math.max(from, this.origin);
    const b = Math.min(to, this.origin + this.rows - 1);
    let total = 0;
    for (let day = a; day <= b; day++) total += this.data[(day - this.origin) * this.width + column];
    return total;
  }

  clear(): void {
    this.data = new Float64Array(0);
    this.rows = 0;
  }
}
