import { useId, type ReactNode } from 'react';

/**
 * A section named by its heading (aria-labelledby): the heading, in a row with `action` (a "see
 * all" or "change" link) when one is given, then the content. The caller styles the section and
 * the heading, and picks the heading level that fits the page's outline.
 */
export function TitledSection({
  title,
  level = 2,
  titleClass,
  action,
  className,
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  titleClass: string;
  action?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className={titleClass}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {action === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
