import { lazy } from 'react';
import { DeferredMenu } from '@web/components/deferred-menu';
import type { IncompleteTaskDto as IncompleteTask } from '@shared/schemas/home';
import { tasksButton } from './incomplete-tasks-button';

const IncompleteTasksDropdown = lazy(() => import('./incomplete-tasks-dropdown'));

/**
 * §2 Home: the incomplete-tasks alert, a menu only the signed-in person sees (the dashboard is
 * theirs alone). Each task opens the screen where it is done. The menu's code loads after the
 * dashboard has rendered (DeferredMenu).
 */
export function IncompleteTasksMenu({ tasks }: { tasks: IncompleteTask[] }) {
  if (tasks.length === 0) return null;
  return <DeferredMenu trigger={(props) => tasksButton(tasks.length, props)} menu={(start) => <IncompleteTasksDropdown tasks={tasks} start={start} />} />;
}
