import { MEMBER_TYPES, PLATFORMS, type Member } from '@/records/members';
import { dayOfTime } from '@/lib/report/period';
import { DEVICE_TYPES } from '../../../contract';
import { deviceOf } from './devices';

/*
 * The members as the reports group them, by id in typed arrays: the day each joined (new users,
 * new visitors) and what each is: type, platform, device type, system version, app version. Read
 * from the member table (the feed's joins are the same rows), patched
 * on every write to the table and rebuilt from it when its rows change wholesale (seeded, a reset,
 * a replay), so a report's new users are always the member list's members of that join time.
 */

const NONE = -1;

export class Members {
  joinDay = new Int32Array(0);
  type = new Uint8Array(0);
  platform = new Uint8Array(0);
  device = new Uint8Array(0);
  system = new Uint16Array(0);
  app = new Uint16Array(0);
  /** Ids below this may be members. */
  size = 0;
  /** Dictionaries of the system and app versions seen (their index is what `system` and `app` hold). */
  readonly systems: string[] = [];
  readonly apps: string[] = [];
  private readonly systemIndex = new Map<string, number>();
  private readonly appIndex = new Map<string, number>();

  constructor(private readonly timeZone?: string) {}

  private ensure(id: number): void {
    if (id < this.size) return;
    const size = Math.max(id + 1, this.size * 2, 1024);
    const grow = <A extends Int32Array | Uint8Array | Uint16Array>(a: A, make: (n: number) => A, fill = 0): A => {
      const next = make(size);
      if (fill) next.fill(fill);
      next.set(a);
      return next;
    };
    this.joinDay = grow(this.joinDay, (n) => new Int32Array(n), NONE);
    this.type = grow(this.type, (n) => new Uint8Array(n));
    this.platform = grow(this.platform, (n) => new Uint8Array(n));
    this.device = grow(this.device, (n) => new Uint8Array(n));
    this.system = grow(this.system, (n) => new Uint16Array(n));
    this.app = grow(this.app, (n) => new Uint16Array(n));
    this.size = size;
  }

  private code(value: string, list: string[], index: Map<string, number>): number {
    let i = index.get(value);
    if (i === undefined) {
      i = list.length;
      list.push(value);
      index.set(value, i);
    }
    return i;
  }

  /** A member as the table holds it (null: gone). */
  set(id: number, m: Pick<Member, 'joinTime' | 'type' | 'platform' | 'deviceId' | 'appVersion'> | null): void {
    this.ensure(id);
    if (!m) {
      this.joinDay[id] = NONE;
      return;
    }
    this.joinDay[id] = dayOfTime(Date.parse(m.joinTime), this.timeZone);
    this.type[id] = MEMBER_TYPES.indexOf(m.type);
    this.platform[id] = PLATFORMS.indexOf(m.platform);
    const device = deviceOf(m);
    this.device[id] = DEVICE_TYPES.indexOf(device.deviceType);
    this.system[id] = this.code(device.system, this.systems, this.systemIndex);
    this.app[id] = this.code(m.appVersion, this.apps, this.appIndex);
  }

  /** Every member again, from the table's rows. */
  rebuild(rows: ReadonlyArray<Pick<Member, 'id' | 'joinTime' | 'type' | 'platform' | 'deviceId' | 'appVersion'>>): void {
    this.joinDay.fill(NONE);
    for (const m of rows) this.set(m.id, m);
  }

  /** Whether `id` is a member (joined, not gone). */
  has(id: number): boolean {
    return id < this.size && this.joinDay[id] !== NONE;
  }
}
