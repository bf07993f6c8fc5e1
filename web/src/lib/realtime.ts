import type { RealtimeEvent } from '@shared/schemas/message';
import { loadConfig } from '../config';
import { getIdToken } from './auth';

/**
 * The live connection: one WebSocket per tab while someone is signed in, to the URL in
 * /config.json (`wsUrl`; a path means this origin). Events fan out to subscribers; after a drop it
 * reconnects with backoff and tells `onReconnect` listeners, who re-sync from history so nothing
 * sent meanwhile is missed. Keeps itself alive with a ping (API Gateway closes idle sockets).
 */
type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
const reconnectListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let running = false;
let connectedOnce = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;

const PING_MS = 8 * 60_000;

export function socketUrl(wsUrl: string, token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const base = wsUrl.startsWith('/') ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${wsUrl}` : wsUrl;
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Backoff before the nth reconnect: 1 s, 2 s, 4 s … at most 30 s. */
export const backoffMs = (n: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, n));

function retryLater() {
  if (!running) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void connect(), backoffMs(attempt++));
}

async function connect(): Promise<void> {
  if (!running || socket) return;
  let wsUrl: string | undefined;
  let token: string | undefined;
  try {
    [wsUrl, token] = await Promise.all([loadConfig().then((c) => c.wsUrl), getIdToken()]);
  } catch {
    // Offline or the session is being refreshed: try again later (the 'online' event also retries).
    retryLater();
    return;
  }
  if (!wsUrl || !token || !running || socket) return;
  const ws = new WebSocket(socketUrl(wsUrl, token, window.location));
  socket = ws;
  ws.onopen = () => {
    attempt = 0;
    if (connectedOnce) for (const l of reconnectListeners) l();
    connectedOnce = true;
    clearInterval(pingTimer);
    pingTimer = setInterval(() => send({ action: 'ping' }), PING_MS);
  };
  ws.onmessage = (message) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(String(message.data)) as RealtimeEvent;
    } catch {
      return;
    }
    for (const l of listeners) l(event);
  };
  ws.onclose = () => {
    if (socket === ws) socket = null;
    clearInterval(pingTimer);
    retryLater();
  };
}

/** Connect (once) while someone is signed in. */
export function start(): void {
  if (running) return;
  running = true;
  window.addEventListener('online', reconnectNow);
  void connect();
}

/** Sign-out: close and stay closed. */
export function stop(): void {
  running = false;
  connectedOnce = false;
  clearTimeout(retryTimer);
  clearInterval(pingTimer);
  window.removeEventListener('online', reconnectNow);
  socket?.close();
  socket = null;
}

function reconnectNow() {
  attempt = 0;
  if (!socket) void connect();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Send a small action (typing); dropped when not connected (nothing depends on it arriving). */
export function send(action: { action: 'ping' } | { action: 'typing'; conversationId: string }): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(action));
}
