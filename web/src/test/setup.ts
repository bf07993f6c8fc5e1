import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { fakeApi, fakeApiServer } from './fake-api';

// findBy…/waitFor wait up to 25 s, not 1 s: beside the e2e lane on a 2-core machine a lazy route's
// first import (transformed on demand) has taken over 10 s, and a wait only lasts that long when
// something is wrong. Under the 30 s test timeout, so a miss reports what was not found.
configure({ asyncUtilTimeout: 25_000 });

// Most files share one jsdom per worker (vitest.config.ts): each starts from a blank page, as in a
// fresh tab, whatever the file before it stored or left on screen.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
for (const attribute of ['class', 'style', 'data-theme']) document.documentElement.removeAttribute(attribute);
// What pages write into the head (title, description, canonical link, structured data).
document.title = '';
for (const written of document.head.querySelectorAll('meta, link, script')) written.remove();
document.body.replaceChildren();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
// Toasts live in the toast library's module-level store: one shown by the file before is gone.
(await import('sonner')).toast.dismiss();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has <dialog> but not its modal methods; the side nav opens and closes one. `open` is what
// makes it (and its contents) shown; jsdom has no top layer, no inertness and no `cancel` on Escape.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no ResizeObserver; Radix measures some controls (Switch) with it. Nothing here resizes.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The fake API (test/fake-api.ts) answers every API call a web test makes; a call the test did not
// answer, an answer that breaks its route's output schema, or a request to any other origin fails it.
fakeApiServer.listen({ onUnhandledRequest: 'error' });
afterEach(() => {
  const problems = fakeApi.takeProblems();
  fakeApi.reset();
  if (problems.length) throw new Error(`Fake API:\n- ${problems.join('\n- ')}`);
});
afterAll(() => fakeApiServer.close());

// English, as in a fresh browser: the catalogue is a chunk of its own, loaded before any test renders.
await (await import('@web/lib/i18n')).activateLocale('en');

// Every render gets the app's language provider (English, as in a fresh browser), around any
// wrapper the test brings: converted screens read their text from it, as they do under AppProviders.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@testing-library/react')>();
  const { withI18n } = await import('./i18n-wrapper');
  return {
    ...original,
    render: ((ui: Parameters<typeof original.render>[0], options?: Parameters<typeof original.render>[1]) =>
      original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: { wrapper?: Parameters<typeof withI18n>[0] }) =>
      original.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as unknown as typeof original.renderHook,
  };
});
