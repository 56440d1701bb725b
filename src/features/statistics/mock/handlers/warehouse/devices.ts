import type { Member } from '@/records/members';
import type { DeviceType } from '../../../contract';

/*
 * A member's device type and system version. The member record has the platform (iOS, Android,
 * H5), the app version and the device id, not the model or the system: those are read from the
 * device id the way a device registry would resolve it, by a hash of the id (fixed for a device:
 * the same member always has the same device), with the shares of Japanese phones:
 * - iOS: an iPhone (90 %) or an iPad; iOS 16 / 17 / 18 (10 / 35 / 55 %);
 * - Android: a phone (93 %) or a tablet; Android 11 to 15 (8 / 14 / 24 / 32 / 22 %);
 * - H5: a phone's browser (72 %, iOS or Android as above) or a desktop's (Windows 10 / 11, macOS 14 / 15).
 */

function textHash(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4_294_967_296;
}

function weighted<T>(x: number, list: ReadonlyArray<readonly [T, number]>): T {
  const total = list.reduce((n, [, w]) => n + w, 0);
  let left = x * total;
  for (const [value, w] of list) if ((left -= w) < 0) return value;
  return list[list.length - 1][0];
}

const IOS = [['iOS 16', 10], ['iOS 17', 35], ['iOS 18', 55]] as const;
const ANDROID = [['Android 11', 8], ['Android 12', 14], ['Android 13', 24], ['Android 14', 32], ['Android 15', 22]] as const;
const DESKTOP = [['Windows 10', 30], ['Windows 11', 45], ['macOS 14', 10], ['macOS 15', 15]] as const;

export function deviceOf(member: Pick<Member, 'platform' | 'deviceId'>): { deviceType: DeviceType; system: string } {
  const a = textHash(member.deviceId, 1);
  const b = textHash(member.deviceId, 2);
  if (member.platform === 'ios') return { deviceType: a < 0.9 ? 'phone' : 'tablet', system: weighted(b, IOS) };
  if (member.platform === 'android') return { deviceType: a < 0.93 ? 'phone' : 'tablet', system: weighted(b, ANDROID) };
  if (a < 0.72) return { deviceType: 'phone', system: b < 0.55 ? weighted(textHash(member.deviceId, 3), IOS) : weighted(textHash(member.deviceId, 3), ANDROID) };
  return { deviceType: 'desktop', system: weighted(b, DESKTOP) };
}
