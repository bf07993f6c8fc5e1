import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { useApiMutation } from '@web/lib/use-api';

type State = { kind: 'working' } | { kind: 'done'; from: string } | { kind: 'failed'; message: string };

/**
 * A guest's unsubscribe: opening the page is the one click (no login). It runs in the browser, so
 * a mail scanner that fetches the link without running scripts unsubscribes nobody.
 */
export function GuestUnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useApiMutation('unsubscribeGuest');
  const [state, setState] = useState<State>({ kind: 'working' });
  const { trigger } = unsubscribe;
  const { t } = useLingui();
  useEffect(() => {
    let live = true;
    trigger({ params: { token } }).then(
      ({ from }) => live && setState({ kind: 'done', from }),
      (error: unknown) => live && setState({ kind: 'failed', message: error instanceof Error ? error.message : t`Something went wrong.` }),
    );
    return () => {
      live = false;
    };
    // The translator is read when a failure has no message of its own; a language change does not unsubscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, trigger]);

  return (
    <section aria-labelledby="unsubscribe-heading" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <title>{`${t`Unsubscribe`} | ${PRODUCT_NAME}`}</title>
      <h1 id="unsubscribe-heading" className="text-2xl font-bold text-slate-900">
        <Trans>Unsubscribe</Trans>
      </h1>
      {state.kind === 'working' && (
        <p role="status" className="text-slate-700">
          <Trans>Unsubscribing…</Trans>
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status" className="text-slate-700">
          <Trans>You are unsubscribed. You will get no more e-mails about {state.from}.</Trans>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
    </section>
  );
}
