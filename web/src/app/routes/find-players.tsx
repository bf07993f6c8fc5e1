import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSignedIn } from '@web/lib/use-signed-in';

/** Signed in: the finder (people feature, API client). Each side loads only for the visitor who sees it. */
const Finder = lazy(async () => ({ default: (await import('@web/features/people')).FindPlayersPage }));

const Pitch = lazy(async () => {
  const { MarketingPage, marketingPages } = await import('@web/features/marketing');
  const page = marketingPages.find((p) => p.slug === 'find-players')!;
  return { default: () => <MarketingPage page={page} /> };
});

const loading = (
  <p role="status" className="mx-auto max-w-3xl px-4 py-8 text-slate-600">
    <Trans>Loading…</Trans>
  </p>
);

/**
 * `find-players` (spec §2 marketing pages; §6 marketing is public): a signed-out visitor sees the
 * pitch and a sign-up call; a signed-in person sees the finder. Served by the app, not the light
 * public build: most visitors are signed in, and the finder needs the API client and the session.
 */
export function Component() {
  const signedIn = useSignedIn();
  if (signedIn === undefined) return loading;
  return <Suspense fallback={loading}>{signedIn ? <Finder /> : <Pitch />}</Suspense>;
}
