import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { readVisitCount } from '@web/lib/visit-count';

/** The tip shows on a person's first visits (the visit count, spec §9), until they hide it. */
export const NEWCOMER_VISITS = 3;
const HIDDEN_KEY = 'rally.newcomerTipHidden';

function storedHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** A pointer to the getting started guide for someone new; gone after a few visits or once hidden. */
export function NewcomerTip({ visits = readVisitCount() }: { visits?: number }) {
  const [hidden, setHidden] = useState(storedHidden);
  if (hidden || visits > NEWCOMER_VISITS) return null;
  const hide = () => {
    setHidden(true);
    try {
      window.localStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Blocked storage: hidden for this page only.
    }
  };
  return (
    <section aria-labelledby="newcomer-tip" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <div className="flex flex-col gap-1">
        <h2 id="newcomer-tip" className="font-semibold text-slate-900">
          <Trans>Getting started</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            The{' '}
            <Link to={paths.guide} className={textLink}>
              getting started guide
            </Link>{' '}
            takes you from your profile to your first game.
          </Trans>
        </p>
      </div>
      <button type="button" className={secondaryButton} onClick={hide}>
        <Trans>Hide this tip</Trans>
      </button>
    </section>
  );
}
