import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from 'radix-ui';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredMenu, takeFocus, type DeferredTriggerProps, type MenuStart } from './deferred-menu';

const button = (props?: DeferredTriggerProps) => (
  <button type="button" {...props}>
    Options
  </button>
);

function RealMenu({ start }: { start: MenuStart }) {
  return (
    <DropdownMenu.Root defaultOpen={start.open}>
      <DropdownMenu.Trigger asChild ref={takeFocus(start.hadFocus)}>
        {button()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item>First choice</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The button once the real menu is there (Radix marks its trigger's state). */
const loadedButton = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('data-state'));
  return screen.getByRole('button', { name: 'Options' });
};

/** A menu whose chunk arrives when the test says so. */
function menuLoadedLater() {
  let arrive = () => {};
  const Menu = lazy(
    () =>
      new Promise<{ default: typeof RealMenu }>((resolve) => {
        arrive = () => resolve({ default: RealMenu });
      }),
  );
  render(<DeferredMenu trigger={button} menu={(start) => <Menu start={start} />} />);
  return { arrive: () => arrive() };
}

describe('DeferredMenu', () => {
  it('stands in with a menu button, and the loaded menu opens with the keyboard', async () => {
    const user = userEvent.setup();
    const { arrive } = menuLoadedLater();
    const standIn = screen.getByRole('button', { name: 'Options' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    arrive();
    await loadedButton();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'First choice' })).toBeVisible();
  });

  it('opens the menu once it has loaded when the button was pressed meanwhile', async () => {
    const user = userEvent.setup();
    const { arrive } = menuLoadedLater();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'First choice' })).toBeVisible();
  });

  it('hands the focus from the stand-in to the loaded button', async () => {
    const user = userEvent.setup();
    const { arrive } = menuLoadedLater();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    arrive();
    expect(await loadedButton()).toHaveFocus();
  });
});
