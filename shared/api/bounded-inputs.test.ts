import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { mailMessage } from '../schemas/mail';
import { messageFanOut, notifyMessage } from '../schemas/notify';
import { routes } from './routes';

/**
 * Every string a request (or a queue message) carries has a maximum length, so no field can make
 * a check read, or the table store and serve, more than its limit. Dates and times count as
 * bounded: their fixed patterns are anchored and fail at the first character out of shape.
 */
const fixedShapeFormats = new Set(['date', 'datetime', 'time']);

type Node = z.core.$ZodType & { maxLength?: number | null };

function unboundedStrings(schema: Node, path: string, found: string[], seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) => unboundedStrings(inner as Node, at, found, seen);
  switch (def.type) {
    case 'string': {
      const format = (def as { format?: string }).format;
      if (schema.maxLength == null && !(format && fixedShapeFormats.has(format))) found.push(path);
      break;
    }
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option) => walk(option, path));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    default:
      break;
  }
  return found;
}

describe('request inputs', () => {
  const inputs = Object.entries(routes).flatMap(([id, route]) =>
    (['params', 'query', 'body'] as const).flatMap((where) => {
      const schema = (route as Record<string, unknown>)[where] as Node | undefined;
      return schema ? [[`${id}.${where}`, schema] as const] : [];
    }),
  );

  it('are found (the walk sees the route table)', () => {
    expect(inputs.length).toBeGreaterThan(100);
  });

  it.each(inputs)('%s bounds every string it accepts', (path, schema) => {
    expect(unboundedStrings(schema, path, [])).toEqual([]);
  });
});

describe('queue messages', () => {
  it('bound every string of a mail and a notify message', () => {
    expect(unboundedStrings(mailMessage as Node, 'mail', [])).toEqual([]);
    expect(unboundedStrings(notifyMessage as Node, 'notify', [])).toEqual([]);
    expect(unboundedStrings(messageFanOut as Node, 'message-fanout', [])).toEqual([]);
  });
});
