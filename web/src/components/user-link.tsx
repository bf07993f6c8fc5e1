import type { AnchorHTMLAttributes } from 'react';

/**
 * A link a person gave (a team's website, a partner's site, a scanned code): it opens in a new tab
 * without the opener or a referrer, and `ugc` tells crawlers Rally does not vouch for it.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a rel value, not text
export const USER_LINK_REL = 'noopener noreferrer ugc';

/** Links are checked when saved; this also keeps out any stored before that (a `javascript:` link). */
export const isWebLink = (href: string) => /^https?:\/\//i.test(href.trim());

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> & { href: string };

/** Renders nothing for a link that is not http(s). */
export function UserLink({ href, children, ...rest }: Props) {
  if (!isWebLink(href)) return null;
  return (
    <a {...rest} href={href} target="_blank" rel={USER_LINK_REL}>
      {children}
    </a>
  );
}
