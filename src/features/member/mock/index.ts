import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { memberHandlers } from './handlers';
import { searchHandlers } from './handlers/search';
// Data migration's member target (toolCategory/dataMigration) registers its writer.
import './handlers/migration';

/*
 * The member area's demo backend: members (5,000 by default, 100,000 for the benchmark) and
 * each member's drama payment records, golden-bean details and watching records.
 *
 * Consistency: a member's whole history (visits, sign-ins, tasks, episodes watched, golden-bean
 * packages and VIP periods bought, beans spent) is simulated by `life()` from a generator seeded
 * with the member's id. Seeding runs it once per member to set the balance, VIP state, login
 * days and level; the history rows themselves are materialised only when a member's related
 * lists are first asked for (the same simulation again), so 100,000 members seed in seconds
 * and the tables never hold millions of rows. A balance therefore always equals the sum of the
 * member's golden-bean details, and every change the console makes writes a detail row too.
 *
 * One responsibility a file. seed/: catalogue.ts (the clock, the other areas' catalogues, price
 * lists, the per-member generator), life/ (the simulation), members.ts (the members). tables/:
 * index.ts (the tables and materialised histories), member-index.ts (the list's column store,
 * warmed when the members are seeded). handlers/: index.ts (the member calls), query.ts (the
 * list's query), money.ts (what the console's actions write to a member's money), stats.ts
 * (membership statistics), accounts.ts (linked third-party accounts), search.ts (the command
 * palette's member search), migration.ts (members imported from Excel).
 */
export default defineAreaMock({ name: 'member', handlers: [...memberHandlers, ...searchHandlers] });
