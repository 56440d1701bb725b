import { defineCall } from '@/lib/api/contract';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';

/* ------------------------------------------------------------------------------------------------
 * The command palette's member search (issue #14; src/lib/records.ts): a member by ID, card
 * number, phone or e-mail, opened in its own record tab.
 * ---------------------------------------------------------------------------------------------- */

export const memberSearchCall = defineCall({
  method: 'GET',
  path: 'member/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: 'The command palette: members whose ID, card number, phone or e-mail matches the query (the best `limit`, 8 unless asked for up to 100) and how many match in all.',
  notes:
    'Digits (separators ignored) match the ID exactly, the card number from its start and the phone anywhere; other text matches the e-mail (case ignored). Exact matches come first, then those matching from the start. Each hit names the member and says which field matched, with its value.',
});

/** Searches members for the command palette. */
export const searchMembers = (q: string, limit?: number) => memberSearchCall.send(limit ? { q, limit } : { q });
