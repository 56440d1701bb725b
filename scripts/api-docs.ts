/**
 * docs/api.md and docs/openapi.json, generated from code only: the conventions from
 * src/lib/constants.ts and src/lib/api/errors.ts, then area by area the calls declared in the
 * contracts (src/features/<area>/contract.ts) and the resources' calls derived from their
 * definitions (src/features/<area>/resources.ts), request and answer shapes printed from the
 * valibot schemas. `npm run docs:api` writes both; tests/unit/api-docs.test.ts and
 * tests/unit/openapi.test.ts fail when either is stale.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import './demo-globals';
import type { JsonSchema } from '@valibot/to-json-schema';
import { DEFAULT_LOCALE, LOCALES, translate } from '../src/i18n';
import { API_BASE, API_HEADERS, REQUEST_TIMEOUT_MS, SUCCESS_CODES, VERSION_FILE } from '../src/lib/constants';
import { grantText } from '../src/lib/api/contract';
import { CATALOGUE_STATUSES, FAILURE_MESSAGES, SESSION_END_STATUSES, STALE_CODE, messageForStatus } from '../src/lib/api/errors';
import { CODE_POINTS_PER_CHAR, INVISIBLE } from '../src/lib/text';
import { contractSource, jsonSchema, loadModel, namedJsonSchemas, resourceSource, type Model, type Operation } from './contract-model';
import { renderOpenApi } from './openapi';
import { VersionSchema } from '../src/records/session';
import { blockShape, inlineShape, topNote } from './schema-shape';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');
const both = (id: Parameters<typeof translate>[1]) => [translate('ZH', id), translate('EN', id)] as const;

function conventions(model: Model): string[] {
  const failure = (label: string, id: Parameters<typeof translate>[1]) => `| ${label} | ${both(id).map(cell).join(' | ')} |`;
  return [
    '## Conventions',
    '',
    `- **Base path**: every call goes to ${code(API_BASE)} followed by the call's path (a build may change it with \`VITE_API_BASE\`).`,
    `- **Headers**: ${code(API_HEADERS.token)}, the session token that sign-in answers, on every call but the public ones; ${code(API_HEADERS.language)}, ${LOCALES.map(code).join(' or ')} (default ${code(DEFAULT_LOCALE)}), the language of the answers' messages.`,
    '- **Input**: a GET call sends its request as the query string, a POST call as a JSON body, an upload as multipart form data (files as files).',
    `- **Timeout**: ${REQUEST_TIMEOUT_MS} ms for every call, file calls included.`,
    `- **Envelope**: every answer is \`{ code, success, message, data }\`. It succeeds only when \`code\` is ${SUCCESS_CODES.map((c) => code(JSON.stringify(c))).join(', ')}; \`data\` is then the answer shown for each call. Any other code is a business failure: its \`message\` is shown as sent, in the language asked for.`,
    `- **Session end**: ${SESSION_END_STATUSES.join(' or ')}, as the HTTP status or as the envelope's \`code\`, ends the session (one message, back to sign-in).`,
    '- **Access**: each call is a *read* (changes nothing on the server) or a *write*. A *public* call needs no token.',
    `- **Versions (optimistic concurrency)**: every record the console can change carries ${code('version')}, 1 when created and one more on each write, whoever makes it. A write that changes a record from what the caller read sends that version back: a resource's ${code('update')} and ${code('status')} as ${code('version')}, its ${code('delete')} as ${code('versions')} (one per id, same order); so do ${code('menu/v1/update')}, ${code('config/v1/update')} and the profile's ${code('user/v1/update')}. When the record has changed since, the call writes nothing and fails with code ${code(String(STALE_CODE))} and ${both('error.stale').map(code).join(' / ')}: read the record again, then retry. A write without the version fails with code ${code('400')} (${code(translate('ZH', 'error.versionRequired'))}). Actions that are not edits of what was read (a golden-bean recharge, set VIP, referrer or channel, a password change) send no version.`,
    `- **Text**: lengths (\`chars\` below) count characters as the user sees them (grapheme clusters: an emoji with a skin tone, a flag, a composed letter are one each), not UTF-16 units. Every free-text field has a maximum; in the JSON Schema the character counts are ${code('x-minChars')} / ${code('x-maxChars')}, and ${code('maxLength')} is the code-point bound that follows (at most ${CODE_POINTS_PER_CHAR} code points per character on average). Names and accounts refuse invisible and text-direction control characters (${code(INVISIBLE.source)}). Picture, video and file fields take only a path of the console's origin (${code('/…')}) or an upload's ${code('data:')} / ${code('blob:')} URL (what the file library holds), never another site's URL.`,
    `- **Grant**: each call names who may make it. A page path (${code('system/user')}) allows a role whose menu has that page (several paths: any of them); *signed-in* allows any signed-in user; *self* any signed-in user on their own record only (the request's ${code('id')} is theirs, with no other keys than the call's); *public* anyone. Anyone else gets HTTP 403 with ${code(translate('ZH', 'error.http.403'))} and nothing changes.`,
    `- **Published version**: besides the calls, the console asks for ${code(`${VERSION_FILE}?t=<timestamp>`)} (served with the build, not under the base path) on each navigation; it answers ${code(inlineShape(jsonSchema(model, VersionSchema)))}, and a new value reloads the console once.`,
    '',
    '### Errors',
    '',
    'What the console shows for a failure that brings no message of its own:',
    '',
    '| HTTP status or failure | message (zh) | message (en) |',
    '|---|---|---|',
    ...CATALOGUE_STATUSES.map((status) => failure(String(status), messageForStatus(status))),
    failure('any other status', messageForStatus(0)),
    failure('no answer (network)', FAILURE_MESSAGES.network),
    failure(`no answer within ${REQUEST_TIMEOUT_MS} ms`, FAILURE_MESSAGES.timeout),
    failure('an answer that is not the envelope, or `data` not of the shape below', FAILURE_MESSAGES.malformed),
    failure('a failing `code` without a message', FAILURE_MESSAGES.business),
    '',
  ];
}

/** A request's JSON Schema with its top level written out (a named request schema is not a record to look up). */
function expanded(model: Model, named: Record<string, JsonSchema>, schema: Operation['request']): JsonSchema | undefined {
  if (!schema) return undefined;
  const js = jsonSchema(model, schema);
  const ref = js.$ref?.split('/').pop();
  return ref && named[ref] ? named[ref] : js;
}

function block(label: string, schema: JsonSchema): string[] {
  const n = topNote(schema);
  const text = blockShape(schema);
  if (!text.includes('\n')) return [`${label}: ${code(text)}${n ? ` (${n})` : ''}`, ''];
  return [`${label}:`, '', '```ts', text, '```', ''];
}

const INPUT: Record<Operation['method'], string> = { GET: 'Query', POST: 'Body (JSON)', UPLOAD: 'Form (multipart)' };
const HTTP: Record<Operation['method'], string> = { GET: 'GET', POST: 'POST', UPLOAD: 'POST' };

function callSection(model: Model, named: Record<string, JsonSchema>, op: Operation): string[] {
  const tags = [op.access, ...(op.method === 'UPLOAD' ? ['multipart'] : []), `grant: ${grantText(op.grant)}`];
  const request = expanded(model, named, op.request);
  return [
    `### \`${HTTP[op.method]} /${op.path}\``,
    '',
    `*${tags.join(', ')}*. ${op.summary}${op.notes ? ` ${op.notes}` : ''}`,
    '',
    ...(request ? block(INPUT[op.method], request) : ['No input.', '']),
    ...block('Answer (`data`)', jsonSchema(model, op.response)),
  ];
}

function resourceSection(model: Model, ops: Operation[]): string[] {
  const def = ops[0].resource!;
  const sortable = def.columns.filter((c) => c.sortable).map((c) => c.key);
  const record = inlineShape(jsonSchema(model, def.schema));
  const rows = ops.map((op) => {
    const request = op.request ? inlineShape(jsonSchema(model, op.request)) : '';
    return `| ${code(`${HTTP[op.method]} /${op.path}`)} | ${op.access} | ${cell(grantText(op.grant))} | ${cell(request ? code(request) : '')} | ${cell(code(inlineShape(jsonSchema(model, op.response))))} |`;
  });
  return [
    `### ${translate('ZH', def.title)} / ${translate('EN', def.title)} (\`${def.name}\`)`,
    '',
    `Record: ${code(record)}. Sortable: ${sortable.length ? sortable.map(code).join(', ') : 'none'}.`,
    '',
    '| call | access | grant | request | answer (`data`) |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...ops.map((op) => `- \`${op.action}\`: ${op.summary}`),
    '',
  ];
}

export async function renderApiDocs(): Promise<string> {
  const model = await loadModel();
  // Resource titles are the areas' messages.
  await Promise.all((await import('../src/app/areas')).areas.map((a) => a.messages?.()));
  const named = namedJsonSchemas(model);
  const records = Object.keys(model.schemas).filter((name) => !name.endsWith('Request'));
  const out: string[] = [
    '# Calls',
    '',
    '<!-- Generated by `npm run docs:api` from the contracts (src/records/*.ts, src/features/*/contract/, src/features/*/resources/), src/lib/constants.ts and src/lib/api/errors.ts: edit those, not this file. docs/openapi.json comes from the same code. -->',
    '',
    ...conventions(model),
  ];
  for (const area of model.areas) {
    const ops = model.operations.filter((op) => op.area === area);
    if (!ops.length) continue;
    out.push(area.startsWith('records/') ? `## Shared records \`${area.slice('records/'.length)}\`` : `## Area \`${area}\``, '');
    const calls = ops.filter((op) => !op.resource);
    if (calls.length) {
      out.push(`Calls declared in \`${contractSource(area)}\`.`, '');
      for (const op of calls) out.push(...callSection(model, named, op));
    }
    const resources = model.resources.filter((r) => r.area === area);
    if (resources.length) {
      out.push(
        `Resources of \`${resourceSource(area)}\`: every list follows one pattern (the one the spec shows for users). Filters left empty are not sent; a date range is \`[start, end]\` with start before end.`,
        '',
      );
      for (const { def } of resources) out.push(...resourceSection(model, ops.filter((op) => op.resource === def)));
    }
  }
  out.push('## Records', '', 'The shapes the calls above name.', '');
  for (const name of records) out.push(`### \`${name}\``, '', '```ts', blockShape(named[name]), '```', '');
  return `${out.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, 'docs', 'api.md'), await renderApiDocs());
  writeFileSync(join(root, 'docs', 'openapi.json'), await renderOpenApi());
  console.log('docs/api.md and docs/openapi.json written');
}
