import { PRODUCT_NAME } from '@shared/constants/product';

/** Full-page error shown when /config.json cannot be loaded or parsed: nothing else can work without it. */
export function ConfigErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-12">
      <div role="alert" className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{PRODUCT_NAME} can’t start right now</h1>
        <p className="text-slate-700">
          The app could not load its configuration. Please try again in a moment. If this keeps happening, the site may be
          misconfigured.
        </p>
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-sm whitespace-pre-wrap break-words text-slate-800">
          {detail}
        </pre>
      </div>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="self-start rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Try again
      </button>
    </main>
  );
}
