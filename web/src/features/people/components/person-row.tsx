import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@web/components/avatar';
import { MemberPlusBadge } from '@web/components/member-plus-badge';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';

/** A person in a list: photo, name linking to their profile, a detail line and an action. */
export function PersonRow({
  person,
  detail,
  action,
}: {
  person: { uid: string; displayName: string; photoURL: string | null; memberPlus?: true | undefined };
  detail?: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <Avatar name={person.displayName} photoURL={person.photoURL} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.profile(person.uid)} className={`${textLink} break-words`}>
            {person.displayName}
          </Link>
          <MemberPlusBadge shown={person.memberPlus} />
        </div>
        {detail && <p className="text-sm text-slate-600">{detail}</p>}
      </div>
      {action}
    </li>
  );
}
