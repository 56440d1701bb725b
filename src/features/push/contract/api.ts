import type { PushInput } from './pushes';
import { publishPushCall, resendPushCall } from './pushes';
import { pushReachCall, pushReachMembersCall, testPushCall, type PushAim, type ReachPart, type TestPushRequest } from './reach';

/** The push calls as the pages send them. */
export const pushApi = {
  publish: (push: PushInput) => publishPushCall.send({ push }),
  resend: (id: number, version: number) => resendPushCall.send({ id, version }),
  reach: (aim: PushAim) => pushReachCall.send(aim),
  reachMembers: (aim: PushAim, part: ReachPart) => pushReachMembersCall.send({ ...aim, part }),
  test: (request: TestPushRequest) => testPushCall.send(request),
};
