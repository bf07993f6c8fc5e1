import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { describeAuthError } from '../auth-errors';

/**
 * The state both e-mail verification pages keep around their code (EmailCodeFields): what went
 * wrong, what was sent, and resending a code to `to` with the page's own Cognito call.
 */
export function useCodeMessages() {
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);

  const clear = () => {
    setFailure(undefined);
    setNotice(undefined);
  };

  const resend = async (send: () => Promise<unknown>, to: string) => {
    clear();
    setResending(true);
    try {
      await send();
      setNotice(i18n._(msg`We sent a new code to ${to}.`));
    } catch (error) {
      const reason = describeAuthError(error);
      setFailure(i18n._(msg`We couldn’t send a new code. ${reason}`));
    } finally {
      setResending(false);
    }
  };

  return { failure, notice, resending, setFailure, clear, resend };
}
