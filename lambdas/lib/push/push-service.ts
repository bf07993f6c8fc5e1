import { webPushService } from './web-push';

/**
 * The web push port: deliver one message to one browser's push service. The adapter beside this
 * file (the `web-push` package over node:https) implements it structurally and never imports it.
 */
export interface PushService {
  /** Encrypt, sign and POST `body`; resolves with the push service's HTTP status, rejects when it cannot be reached. */
  send(request: {
    target: { endpoint: string; auth: string; p256dh: string };
    body: string;
    vapid: { publicKey: string; privateKey: string; subject: string };
    /** Seconds the push service keeps an undelivered message for an offline device. */
    ttlSeconds: number;
    /** Same topic, one message kept for an offline device (a later one replaces it). */
    topic: string;
    /** Connect only to public addresses: off only for endpoints the local allowance admits. */
    publicOnly: boolean;
  }): Promise<number>;
}

let service: PushService | undefined;

export const pushService = (): PushService => (service ??= webPushService());
