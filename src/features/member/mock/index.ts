import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { memberHandlers } from './members';

/** The member area's demo backend: members and their histories (src/features/member/mock/members.ts). */
export default defineAreaMock({ name: 'member', handlers: memberHandlers });
