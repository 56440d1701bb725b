import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { statisticsHandlers } from './handlers';
import './seed';

/*
 * The statistics area's demo backend: the report calls (handlers/index.ts) answered by the
 * reports (handlers/reports) from the warehouse (handlers/warehouse), which subscribes to the
 * member simulation's feed when this module loads, before the world seeds, and from the world's
 * tables the reports read (tables.ts).
 */
export default defineAreaMock({ name: 'statistics', handlers: statisticsHandlers });
