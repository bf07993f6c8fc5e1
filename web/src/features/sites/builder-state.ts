import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { siteContentFor, type DomainContext } from '@shared/schemas/domain-name';
import type { WebConfig } from '@shared/schemas/config';
import { siteContent, type SiteBlock, type SiteContent, type SiteContentInput } from '@shared/schemas/site';

export type BlockType = SiteBlock['type'];
export type Errors = Record<string, string>;

/** A new block of a type, with the defaults the schema would give it. */
export function newBlock(type: BlockType): SiteBlock {
  switch (type) {
    case 'text':
      return { type, heading: '', text: '' };
    case 'image':
      return { type, url: '', alt: '' };
    case 'events':
      return { type, heading: i18n._(msg`Upcoming events`) };
    case 'join':
      return { type, label: i18n._(msg`Join us`) };
    case 'contact':
      return { type, email: '', phone: '', note: '' };
  }
}

export const blockLabels: Record<BlockType, MessageDescriptor> = {
  text: msg`Text`,
  image: msg`Image`,
  events: msg`Team's upcoming events`,
  join: msg`Join button`,
  contact: msg`Contact details`,
};

/** Move an item of a list up (-1) or down (+1); unchanged at the ends. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A page address from a title: "Our Teams!" → "our-teams". */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The deployment's names for the custom-domain rule, as the API derives them from its own config. */
export const domainContextOf = (config: Pick<WebConfig, 'appDomains' | 'teamDomain'>): DomainContext => ({
  ownDomains: config.appDomains,
  protectedDomains: config.teamDomain ? [config.teamDomain] : [],
  localNames: config.appDomains.includes('localhost'),
});

/** Check the content with the API's own schema (and this deployment's names); issues keyed by their dotted path. */
export function validate(
  content: SiteContentInput,
  domains?: DomainContext,
): { ok: true; value: ReturnType<typeof siteContent.parse> } | { ok: false; errors: Errors } {
  const result = (domains ? siteContentFor(domains) : siteContent).safeParse(content);
  if (result.success) return { ok: true, value: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Server issues name `content.…`; the builder keys errors without the prefix. */
export function fromServer(issues: Array<{ path: string; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.replace(/^content\./, '')] ??= issue.message;
  return errors;
}

/** The first page with an error (to show it), or -1. */
export function firstPageWithError(errors: Errors): number {
  const pages = Object.keys(errors)
    .map((k) => /^pages\.(\d+)/.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return pages.length ? Math.min(...pages) : -1;
}

/** Flat errors ({ 'pages.1.title': message }) as the nested errors a react-hook-form form holds. */
export function nestErrors(errors: Errors): FieldErrors<SiteContentInput> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = root;
    for (const key of path.split('.').filter(Boolean)) node = (node[key] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type: 'validate', message });
  }
  return root as FieldErrors<SiteContentInput>;
}

/** A form's nested errors as flat ones, keyed by dotted path (the first message of each input). */
export function flatErrors(errors: FieldErrors<SiteContentInput>): Errors {
  const out: Errors = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message, ...rest } = node as Record<string, unknown>;
    if (typeof message === 'string' && message) out[path.join('.')] ??= message;
    for (const [key, child] of Object.entries(rest))
      if (key !== 'ref' && key !== 'type' && key !== 'types') walk(child, [...path, key]);
  };
  walk(errors, []);
  return out;
}

/**
 * The builder form's resolver: the API's own check of the whole site, with this deployment's
 * names for the custom domain (read once the config has loaded).
 */
export function siteResolver(domains: () => Promise<DomainContext>): Resolver<SiteContentInput, unknown, SiteContent> {
  return async (values) => {
    const checked = validate(values, await domains());
    return checked.ok ? { values: checked.value, errors: {} } : { values: {}, errors: nestErrors(checked.errors) };
  };
}
