import { Link } from 'react-router-dom';
import type { ActionLink } from './action-links';
import { textLink } from './ui';

/** A named row of text links to related pages ("More lists", "Payments pages"). */
export function LinkNav({ label, links, className }: { label: string; links: readonly ActionLink[]; className: string }) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={textLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
