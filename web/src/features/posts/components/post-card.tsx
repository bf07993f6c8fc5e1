import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { excerptOf } from '@shared/constants/post-categories';
import { limits } from '@shared/constants/limits';
import { textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import type { PostDto as Post } from '@shared/schemas/post';

/** A post on a list (spec §2): title, the first 100 characters of the text, and a View More link. */
export function PostCard({ post, subcategoryName }: { post: Post; subcategoryName?: string }) {
  const { t } = useLingui();
  const title = post.title;
  return (
    <article
      aria-labelledby={`post-${post.id}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`post-${post.id}`} className="text-lg font-semibold break-words text-slate-900">
        {post.title}
      </h3>
      <p className="text-sm text-slate-600">
        {[post.authorName, post.city, formatDay(post.createdAt), subcategoryName].filter(Boolean).join(' · ')}
        {post.hidden && (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Trans>Hidden by a moderator</Trans>
          </span>
        )}
      </p>
      <p className="break-words text-slate-700">{excerptOf(post.text, limits.postExcerpt)}</p>
      <Link to={paths.post(post)} className={`${textLink} self-start`} aria-label={t`View More: ${title}`}>
        <Trans>View More</Trans>
      </Link>
    </article>
  );
}
