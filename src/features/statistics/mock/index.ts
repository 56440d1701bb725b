import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { statisticsHandlers } from './handlers';

/*
 * The statistics area's demo backend: the reports (./reports.ts), answered from the warehouse
 * (./warehouse), which subscribes to the member simulation's feed when this module loads, before
 * the world seeds.
 */
export default defineAreaMock({ name: 'statistics', handlers: statisticsHandlers });
