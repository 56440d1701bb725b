import type { PushInput } from './pushes';
import { publishPushCall, resendPushCall } from './pushes';

/** The push calls as the pages send them. */
export const pushApi = {
  publish: (push: PushInput) => publishPushCall.send({ push }),
  resend: (id: number, version: number) => resendPushCall.send({ id, version }),
};
