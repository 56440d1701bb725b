import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { moneyHandlers } from './money';
import { engagementHandlers } from './engagement';

/** The operate area's demo backend: the money side (./money) and the engagement side (./engagement). */
export default defineAreaMock({ name: 'operate', handlers: [...moneyHandlers, ...engagementHandlers] });
