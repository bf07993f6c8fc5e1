import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/**
 * First focusable element on every page. Moves focus itself instead of relying on a
 * fragment navigation, which the router would treat as a history change.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus(); // focusing scrolls it into view
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={onClick}
      className="fixed top-2 left-2 z-50 -translate-y-[200%] rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow-lg ring-1 ring-slate-300 focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
