import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { handlers } from './handlers';

/**
 * The money area's demo backend: tables.ts (VIP types, packages, card batches and codes, the
 * white list, attribution; the orders, VIP records and redemptions are the member mock's),
 * seed.ts, and handlers/ (index.ts answers the calls; codes.ts draws card codes with
 * crypto.getRandomValues; list-index.ts is the column store of the big lists).
 */
export default defineAreaMock({ name: 'money', handlers });
