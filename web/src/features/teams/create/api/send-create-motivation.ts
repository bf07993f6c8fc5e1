import { api } from '@web/lib/api-client';
import { prepareKeepalive, type KeepaliveSender } from '@web/lib/keepalive';

let keepalive: KeepaliveSender<'sendCreateMotivation'> | undefined;

/**
 * §7 Mailer: tell the server the person left Create Team on this page. Fire and forget: the
 * person is already leaving, and a failure only means no reminder mail. Leaving may be the tab
 * closing or a full page load, when the browser cancels a plain fetch and runs nothing awaited; so
 * the request is prepared beforehand (`prepare`: token and address) and sent as a keepalive fetch,
 * which the browser finishes after the page is gone.
 */
export const sendCreateMotivation = Object.assign(
  (pageIndex: number): void => {
    if (keepalive) keepalive({ body: { pageIndex } });
    else api.call('sendCreateMotivation', { body: { pageIndex } }).catch(() => {});
  },
  {
    /** Called on each page of the flow: a fresh token each time (ID tokens expire after an hour). */
    prepare(): void {
      prepareKeepalive('sendCreateMotivation').then(
        (send) => {
          keepalive = send;
        },
        () => {
          keepalive = undefined;
        },
      );
    },
  },
);
