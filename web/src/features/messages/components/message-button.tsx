import { useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { secondaryButton } from '@web/components/ui';
import { useApiMutation } from '@web/lib/use-api';

/** "Message" on a profile or a connection: opens (or reopens) the direct conversation, or says why not. */
export function MessageButton({ uid, name }: { uid: string; name: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openDirect = useApiMutation('openDirectConversation');
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const conversation = await openDirect.trigger({ body: { userId: uid } });
      void navigate(`/messages?c=${encodeURIComponent(conversation.id)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : t`The conversation could not be opened.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        aria-label={t`Message ${name}`}
      >
        <MessageSquare aria-hidden="true" className="size-4" /> {busy ? t`Opening…` : t`Message`}
      </button>
      {error && (
        <p role="alert" className="max-w-xs text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
