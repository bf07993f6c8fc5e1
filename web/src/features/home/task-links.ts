import { plural } from '@lingui/core/macro';
import type { IncompleteTaskDto as IncompleteTask } from '@shared/schemas/home';

/** §3 Incomplete task: the screen links to `url?params`. */
export function taskHref(task: Pick<IncompleteTask, 'url' | 'params'>): string {
  const search = task.params ? new URLSearchParams(task.params).toString() : '';
  return search ? `${task.url}?${search}` : task.url;
}

/** The alert button's text: how many things are left to set up. */
export function tasksLabel(count: number): string {
  return plural(count, { one: '# thing to set up', other: '# things to set up' });
}
