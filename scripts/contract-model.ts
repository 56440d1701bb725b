/**
 * The contracts as the generated docs (docs/api.md, docs/openapi.json) and the contract checker
 * (`npm run contract`) read them: area by area, the calls declared with defineCall, then each
 * resource's calls derived from its definition; and the JSON Schema of every valibot schema, the
 * contracts' exported schemas becoming named components.
 */
import './demo-globals';
import * as v from 'valibot';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import { loadContracts } from '../src/app/contracts';
import type { CallAccess, CallMethod, CallSpec, Grant } from '../src/lib/api/contract';
import { resourceCalls, type ResourceAction } from '../src/lib/resource/calls';
import type { ResourceDef } from '../src/lib/resource/types';
import { CODE_POINTS_PER_CHAR } from '../src/lib/text';

export interface Operation {
  area: string;
  method: CallMethod;
  path: string;
  access: CallAccess;
  summary: string;
  notes?: string;
  /** Who may make it: the page(s) whose grant allows it, or 'signed-in', 'self', 'public'. */
  grant: Grant;
  public: boolean;
  request?: v.GenericSchema;
  response: v.GenericSchema;
  /** Set for a resource's call. */
  resource?: ResourceDef;
  action?: ResourceAction;
}

export interface Model {
  /** Area names in order: the shared records' ('records/<file>') first, then the areas'. */
  areas: string[];
  /** Declared calls, then resource calls, area by area. */
  operations: Operation[];
  resources: Array<{ area: string; def: ResourceDef }>;
  /** Named schemas: the contracts' exports, then resource records the contracts do not name. */
  schemas: Record<string, v.GenericSchema>;
}

/** Where an area's calls are declared: a shared record's file ('records/orders' → src/records/orders.ts), else the area's contract folder. */
export const contractSource = (area: string) => (area.startsWith('records/') ? `src/${area}.ts` : `src/features/${area}/contract/`);
/** Where an area's resource definitions are. */
export const resourceSource = (area: string) => `src/features/${area}/resources/`;

const pascal = (name: string) => name.replace(/(^|[-_/])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());

function operationOf(area: string, spec: CallSpec<unknown, unknown>, extra: Partial<Operation> = {}): Operation {
  return {
    area,
    method: spec.method,
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    notes: spec.notes,
    grant: spec.grant,
    public: spec.grant === 'public',
    request: spec.request as v.GenericSchema | undefined,
    response: spec.response as v.GenericSchema,
    ...extra,
  };
}

let cached: Promise<Model> | null = null;

export function loadModel(): Promise<Model> {
  cached ??= (async () => {
    const contracts = await loadContracts();
    const operations: Operation[] = [];
    const resources: Model['resources'] = [];
    const schemas: Record<string, v.GenericSchema> = {};
    const named = new Set<unknown>();
    for (const area of contracts.areas) {
      for (const [name, schema] of Object.entries(area.schemas)) {
        schemas[name] = schema;
        named.add(schema);
      }
    }
    for (const area of contracts.areas) {
      for (const call of area.calls) operations.push(operationOf(area.name, call));
      for (const def of area.resources) {
        resources.push({ area: area.name, def });
        if (!named.has(def.schema)) {
          schemas[`${pascal(def.name)}Record`] = def.schema;
          named.add(def.schema);
        }
        for (const call of resourceCalls(def)) operations.push(operationOf(area.name, call, { resource: def, action: call.action }));
      }
    }
    return { areas: contracts.areas.map((a) => a.name), operations, resources, schemas };
  })();
  return cached;
}

/** The path of a named schema's JSON Schema, in docs/openapi.json. */
export const componentRef = (name: string) => `#/components/schemas/${name}`;

function config(model: Model): ConversionConfig {
  return {
    target: 'draft-2020-12',
    // What travels: a request's input before any transformation, an answer as the server sends it.
    typeMode: 'input',
    // Custom checks, transformations and the like have no JSON Schema: they are left out.
    errorMode: 'ignore',
    definitions: model.schemas,
    overrideRef: ({ referenceId }) => componentRef(referenceId),
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'blob' || valibotSchema.type === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : null,
    // Lengths in characters as the user sees them (src/lib/text.ts): JSON Schema counts code
    // points, so it gets the bounds that follow from them, and the character counts as x-minChars / x-maxChars.
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const { type, requirement } = valibotAction as { type: string; requirement?: number };
      if (type === 'min_chars') return { ...jsonSchema, minLength: requirement, 'x-minChars': requirement } as JsonSchema;
      if (type === 'max_chars') return { ...jsonSchema, maxLength: requirement! * CODE_POINTS_PER_CHAR, 'x-maxChars': requirement } as JsonSchema;
      return null;
    },
  };
}

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $defs: _defs, ...rest } = schema;
  return rest;
}

/** A schema as JSON Schema (2020-12): named schemas become references to components. */
export function jsonSchema(model: Model, schema: v.GenericSchema): JsonSchema {
  return clean(toJsonSchema(schema, config(model)));
}

/** Every named schema as JSON Schema, each written out (not as a reference to itself). */
export function namedJsonSchemas(model: Model): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  // The conversion writes every definition out in $defs; one pass gives them all.
  const defs = toJsonSchema(v.unknown(), config(model)).$defs ?? {};
  for (const name of Object.keys(model.schemas)) out[name] = clean(defs[name] as JsonSchema);
  return out;
}
