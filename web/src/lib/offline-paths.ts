/**
 * Pages whose data the service worker keeps for offline reading (web/src/sw.ts): the home
 * dashboard (upcoming events and the player card come with it) and event pages once opened.
 * An offline load of any other page gets the offline page, not an app that cannot load its data.
 */
const offlineReadable = [/^\/home\/?$/, /^\/evt\/[^/]+\/?$/, /^\/discover\/(events|games)\/[^/]+\/?$/];

export const offlineReadablePath = (pathname: string) => offlineReadable.some((pattern) => pattern.test(pathname));
