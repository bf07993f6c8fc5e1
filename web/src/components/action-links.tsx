import { Link } from 'react-router-dom';
import { primaryButton, textLink } from './ui';

export interface ActionLink {
  to: string;
  label: string;
}

/** Where to go from a dead end or an empty list: the main way on as a button, a second one as a link. */
export function ActionLinks({ main, other, className }: { main: ActionLink; other: ActionLink; className: string }) {
  return (
    <div className={className}>
      <Link to={main.to} className={primaryButton}>
        {main.label}
      </Link>
      <Link to={other.to} className={textLink}>
        {other.label}
      </Link>
    </div>
  );
}
