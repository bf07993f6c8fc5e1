import fs from 'node:fs';
import type http from 'node:http';

/**
 * A fake DNS for the local stack and the tests: the TXT records that prove custom domains. The
 * handlers look records up through DNS_FAKE_URL (lambdas/lib/dns-txt.ts); people add them on a
 * plain page at /dns-fake (what a DNS provider's console does), tests through its JSON API:
 *
 * - `GET  /dns-fake/txt?name=` → `{records}` (what the resolver asks)
 * - `POST /dns-fake/txt` `{name, value}` adds a record; `{name, failure: 'SERVFAIL'}` makes lookups fail
 * - `DELETE /dns-fake/txt?name=[&value=]` removes one record, or all at the name
 *
 * Nothing here answers "yes" by itself: a name has exactly the records someone added.
 */
export const DNS_FAKE_PREFIX = '/dns-fake';

export interface DnsFakeOptions {
  /** Persist records here (the local stack keeps them beside the database); unset, memory only. */
  stateFile?: string;
}

export interface DnsFake {
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): void;
}

interface State {
  txt: Record<string, string[]>;
  failures: Record<string, string>;
}

const normalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createDnsFake(opts: DnsFakeOptions = {}): DnsFake {
  const load = (): State => {
    try {
      if (opts.stateFile && fs.existsSync(opts.stateFile)) return JSON.parse(fs.readFileSync(opts.stateFile, 'utf8')) as State;
    } catch {
      // A damaged state file starts empty, like a fresh zone.
    }
    return { txt: {}, failures: {} };
  };
  const state = load();
  const save = () => {
    if (opts.stateFile) fs.writeFileSync(opts.stateFile, JSON.stringify(state, null, 2));
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  function parseBody(req: http.IncomingMessage, body: string): Record<string, string> {
    if (String(req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
        return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
      } catch {
        return {};
      }
    }
    return Object.fromEntries(new URLSearchParams(body));
  }

  function page(res: http.ServerResponse) {
    const rows = Object.entries(state.txt)
      .flatMap(([name, values]) => values.map((value) => ({ name, value })))
      .map(
        ({ name, value }) => `<tr><td>${escapeHtml(name)}</td><td>TXT</td><td>${escapeHtml(value)}</td><td>
<form method="post" action="${DNS_FAKE_PREFIX}/txt"><input type="hidden" name="action" value="delete">
<input type="hidden" name="name" value="${escapeHtml(name)}"><input type="hidden" name="value" value="${escapeHtml(value)}">
<button type="submit">Remove</button></form></td></tr>`,
      )
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local DNS (fake)</title></head><body>
<h1>Local DNS (fake)</h1>
<p>The records the local Rally sees when it proves a custom domain. Add the TXT record the website builder shows, then press "Check now" there.</p>
<table><thead><tr><th>Name</th><th>Type</th><th>Value</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="4">No records yet.</td></tr>'}</tbody></table>
<h2>Add a TXT record</h2>
<form method="post" action="${DNS_FAKE_PREFIX}/txt">
<label>Name <input name="name" required placeholder="_rally-verify.eastside.localhost"></label>
<label>Value <input name="value" required placeholder="rally-verify=…"></label>
<button type="submit">Add record</button></form></body></html>`);
  }

  return {
    handle(req, res, url, body) {
      const sub = url.pathname.slice(DNS_FAKE_PREFIX.length) || '/';
      if (sub === '/' && req.method === 'GET') return page(res);
      if (sub !== '/txt') return json(res, 404, { message: 'Not found' });

      if (req.method === 'GET') {
        const name = normalName(url.searchParams.get('name') ?? '');
        const failure = state.failures[name];
        return json(res, 200, failure ? { failure } : { records: state.txt[name] ?? [] });
      }
      const fields = req.method === 'POST' ? parseBody(req, body) : Object.fromEntries(url.searchParams);
      const name = normalName(fields.name ?? '');
      if (!name) return json(res, 400, { message: 'name is required' });
      const remove = req.method === 'DELETE' || fields.action === 'delete';
      if (remove) {
        delete state.failures[name];
        const left = fields.value === undefined ? [] : (state.txt[name] ?? []).filter((v) => v !== fields.value);
        if (left.length) state.txt[name] = left;
        else delete state.txt[name];
      } else if (fields.failure) {
        state.failures[name] = fields.failure;
      } else {
        if (!fields.value) return json(res, 400, { message: 'value is required' });
        const values = state.txt[name] ?? [];
        if (!values.includes(fields.value)) state.txt[name] = [...values, fields.value];
      }
      save();
      // The page's forms come back to the page; API callers get the name's records.
      if (req.method === 'POST' && !String(req.headers['content-type'] ?? '').includes('application/json')) {
        res.writeHead(303, { location: DNS_FAKE_PREFIX });
        return res.end();
      }
      return json(res, 200, { records: state.txt[name] ?? [] });
    },
  };
}
