import { useEffect, useRef } from 'react';
import type { RealtimeEvent } from '@shared/schemas/message';

/**
 * Live events while mounted (the connection itself is the app's; see lib/realtime). Subscribed
 * once: the latest handlers are read through refs, so re-renders never open a gap.
 */
export function useRealtime(onEvent: (event: RealtimeEvent) => void, onReconnect: () => void) {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    let cancelled = false;
    const stops: Array<() => void> = [];
    void import('@web/lib/realtime').then((live) => {
      if (cancelled) return;
      live.start();
      stops.push(
        live.subscribe((event) => handlers.current.onEvent(event)),
        live.onReconnect(() => handlers.current.onReconnect()),
      );
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, []);
}

/** Tell the other people in a conversation that the person is typing (over the live connection). */
export async function sendTyping(conversationId: string) {
  (await import('@web/lib/realtime')).send({ action: 'typing', conversationId });
}
