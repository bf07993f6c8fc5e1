import { Trans } from '@lingui/react/macro';
import { BellDot, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { focusRing } from '@web/components/ui';
import type { IncompleteTaskDto as IncompleteTask } from '@shared/schemas/home';
import { taskHref, tasksLabel } from '../task-links';

/**
 * §2 Home: the incomplete-tasks alert, a menu only the signed-in person sees (the dashboard is
 * theirs alone). Each task opens the screen where it is done.
 */
export function IncompleteTasksMenu({ tasks }: { tasks: IncompleteTask[] }) {
  if (tasks.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 font-medium text-amber-900 hover:bg-amber-100 ${focusRing}`}
      >
        <BellDot aria-hidden="true" className="size-4" />
        {tasksLabel(tasks.length)}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-sm font-semibold text-slate-600">
            <Trans>Finish setting up</Trans>
          </DropdownMenu.Label>
          {tasks.map((task) => (
            <DropdownMenu.Item key={task.id} asChild>
              <Link
                to={taskHref(task)}
                className="rounded-md px-2 py-2 text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800"
              >
                {task.text}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
