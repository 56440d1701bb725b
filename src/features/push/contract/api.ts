import type { PushInput } from './pushes';
import { publishPushCall, resendPushCall } from './pushes';
import { pushReachCall, testPushCall, type PushAim, type TestPushRequest } from './reach';

/** The push calls as the pages send them. */
export const pushApi = {
  publish: (push: PushInput) => publishPushCall.send({ push }),
  resend: (id: number, version: number) => resendPushCall.send({ id, version }),
  reach: (aim: PushAim) => pushReachCall.send(aim),
  test: (request: TestPushRequest) => testPushCall.send(request),
};
