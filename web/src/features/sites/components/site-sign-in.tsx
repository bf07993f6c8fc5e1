import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { secondaryButton, textLink } from '@web/components/ui';
import { authDialogUrl, isSignedInMessage, type SignedInMessage } from '@web/lib/auth-dialog';

// eslint-disable-next-line lingui/no-unlocalized-strings -- window.open features, not text
const POPUP_FEATURES = 'popup,width=480,height=720';

/**
 * A team site's sign-in on its custom domain: opens Rally's sign-in pop-up and listens for its
 * answer from Rally's origin only. The answer names the person (no token), so the site greets them
 * and links to their profile; signing in to the product itself happened on Rally's origin.
 */
export function SiteSignIn({ appOrigin }: { appOrigin: string }) {
  const [who, setWho] = useState<SignedInMessage | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== appOrigin || !isSignedInMessage(event.data)) return;
      setWho(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [appOrigin]);

  if (!appOrigin) return null;
  if (who) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>
          Signed in as{' '}
          <a href={`${appOrigin}/profile/${encodeURIComponent(who.uid)}`} className={textLink}>
            {who.name}
          </a>
        </Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={secondaryButton}
        onClick={() =>
          setBlocked(window.open(authDialogUrl(appOrigin, window.location.origin), 'rally-sign-in', POPUP_FEATURES) === null)
        }
      >
        <Trans>Sign in with {PRODUCT_NAME}</Trans>
      </button>
      {blocked && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Your browser blocked the sign-in window. Allow pop-ups for this site and try again.</Trans>
        </p>
      )}
    </div>
  );
}
