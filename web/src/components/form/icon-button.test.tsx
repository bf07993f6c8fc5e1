import { screen } from '@testing-library/react';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, with the label as its tooltip, pressed from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderRoute('/', {
      element: (
        <form onSubmit={() => onClick('submitted')}>
          <IconButton label="Remove block 2" onClick={() => onClick('removed')} variant="ghost">
            <Trash2 aria-hidden="true" />
          </IconButton>
        </form>
      ),
    });
    const button = screen.getByRole('button', { name: 'Remove block 2' });
    expect(button).toHaveAttribute('title', 'Remove block 2');
    button.focus();
    await user.keyboard('{Enter}');
    // It never submits the form around it.
    expect(onClick.mock.calls).toEqual([['removed']]);
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderRoute('/', {
      element: (
        <IconButton label="Move up" onClick={onClick} disabled>
          <Trash2 aria-hidden="true" />
        </IconButton>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
