import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { LoadError } from '@web/components/load-error';
import { primaryButton } from '@web/components/ui';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { embeddedDialog, requestedOrigin, SIGNED_IN_MESSAGE, type SignedInMessage } from '@web/lib/auth-dialog';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { useApi } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';
import { AuthCard } from './auth-card';

const TITLE = msg`Sign in`;

type Site = OutputOf<'getSiteByDomain'>;

/**
 * `/auth-dialog?origin=<site origin>`: the sign-in pop-up a team site opens. It answers only Rally's
 * own origin or a custom domain that serves a published site (proved by its DNS record), and only
 * through `postMessage` to exactly that origin, never `*`. Signed out, the auth pages take over
 * with this page as the way back; a new person first sets up the profile, which returns here.
 */
export function AuthDialogPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const target = requestedOrigin(search.get('origin'), window.location.protocol);
  const own = target?.origin === window.location.origin;
  const domain = target && !own ? target.hostname.toLowerCase() : null;
  const [check, setCheck] = useState<{ domain: string; site?: Site; error?: unknown }>();
  const [attempt, setAttempt] = useState(0);

  // Asked straight, not through the shared cache: a sign-in in this window drops every cached
  // answer, and the dialog must ask again whoever is signed in.
  useEffect(() => {
    if (!domain) return;
    let live = true;
    api.call('getSiteByDomain', { params: { domain } }).then(
      (site) => live && setCheck({ domain, site }),
      (error: unknown) => live && setCheck({ domain, error }),
    );
    return () => {
      live = false;
    };
  }, [domain, attempt]);

  if (!target) return <Refused />;
  if (own) return <AnswerOpener origin={target.origin} siteTitle={undefined} dialogPath={`${pathname}${query}`} />;
  if (check?.domain !== domain) return <Checking />;
  if (check.error instanceof ApiError && check.error.status === 404) return <Refused />;
  if (check.error || !check.site) {
    return (
      <AuthCard title={t(TITLE)}>
        <LoadError
          what={t`The site that opened this window could not be checked.`}
          error={check.error}
          onRetry={() => {
            setCheck(undefined);
            setAttempt((n) => n + 1);
          }}
        />
      </AuthCard>
    );
  }
  return <AnswerOpener origin={target.origin} siteTitle={check.site.title} dialogPath={`${pathname}${query}`} />;
}

function AnswerOpener({ origin, siteTitle, dialogPath }: { origin: string; siteTitle: string | undefined; dialogPath: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const me = useApi('getMe', signedIn ? {} : null);
  const posted = useRef(false);
  const hasOpener = typeof window !== 'undefined' && window.opener !== null;

  useEffect(() => {
    if (signedIn === false) {
      // The auth pages (sign-up, verify, forgot password) carry the way back as `redirect`.
      embeddedDialog.remember(dialogPath);
      void navigate(loginPath(dialogPath), { replace: true });
    }
  }, [signedIn, dialogPath, navigate]);

  useEffect(() => {
    if (!me.data || posted.current) return;
    if (!me.data.hasAdditionalInfo) {
      // A new person sets up the profile first; the profile form comes back here (embedded).
      embeddedDialog.remember(dialogPath);
      void navigate(paths.settingsProfile, { replace: true });
      return;
    }
    const name = me.data.displayName ?? me.data.displayNameFallback;
    if (!window.opener) return;
    const message: SignedInMessage = { type: SIGNED_IN_MESSAGE, uid: me.data.uid, name };
    // Only a window at exactly this origin receives it; one that navigated elsewhere gets nothing.
    (window.opener as Window).postMessage(message, origin);
    posted.current = true;
    embeddedDialog.forget();
    window.close();
  }, [me.data, dialogPath, navigate, origin]);

  if (me.error) {
    return (
      <AuthCard title={t(TITLE)}>
        <LoadError what={t`Your profile could not be loaded.`} error={me.error} onRetry={() => void me.mutate()} />
      </AuthCard>
    );
  }
  const name = me.data ? (me.data.displayName ?? me.data.displayNameFallback) : '';
  const site = siteTitle ?? t`the website`;
  if (!hasOpener && me.data) {
    return (
      <AuthCard title={t(TITLE)}>
        <p role="status">
          <Trans>
            You are signed in as {name}. Open this window from {site}&apos;s sign-in button to sign in there.
          </Trans>
        </p>
      </AuthCard>
    );
  }
  if (me.data?.hasAdditionalInfo) {
    return (
      <AuthCard title={t(TITLE)}>
        <p role="status">
          <Trans>
            You are signed in as {name} on {site}. You can close this window.
          </Trans>
        </p>
        <button type="button" className={primaryButton} onClick={() => window.close()}>
          <Trans>Close window</Trans>
        </button>
      </AuthCard>
    );
  }
  return <Checking />;
}

function Checking() {
  const { t } = useLingui();
  return (
    <AuthCard title={t(TITLE)}>
      <p role="status">
        <Trans>Checking…</Trans>
      </p>
    </AuthCard>
  );
}

function Refused() {
  const { t } = useLingui();
  return (
    <AuthCard title={t(TITLE)}>
      <p role="alert">
        <Trans>
          This sign-in window was not opened by a website that uses {PRODUCT_NAME}, so it tells nobody who you are. Please close
          it.
        </Trans>
      </p>
    </AuthCard>
  );
}
