import { Trans } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { takeFocus, type MenuStart } from '@web/components/deferred-menu';
import type { IncompleteTaskDto as IncompleteTask } from '@shared/schemas/home';
import { taskHref } from '../task-links';
import { tasksButton } from './incomplete-tasks-button';

/** The incomplete-tasks menu itself, loaded after the dashboard has rendered (see IncompleteTasksMenu). */
export default function IncompleteTasksDropdown({ tasks, start }: { tasks: IncompleteTask[]; start: MenuStart }) {
  return (
    <DropdownMenu.Root defaultOpen={start.open}>
      <DropdownMenu.Trigger asChild ref={takeFocus(start.hadFocus)}>
        {tasksButton(tasks.length)}
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
