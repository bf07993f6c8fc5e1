import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStates, type Loadable } from './list-states';

const renderList = (result: Loadable<{ items: string[] }>, withReason?: boolean) =>
  render(
    <ListStates
      result={result}
      failed="Could not load your lists."
      withReason={withReason}
      loading="Loading your lists…"
      empty="No lists yet."
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <ul aria-label="Lists">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

describe('list states', () => {
  it('says the list is loading until it arrives', () => {
    renderList({ mutate: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your lists…');
  });

  it('says what failed and why, and loads again on Try again', async () => {
    const mutate = vi.fn();
    renderList({ error: new Error('Network down'), mutate });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your lists. Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('leaves the reason out when asked to', () => {
    renderList({ error: new Error('Network down'), mutate: vi.fn() }, false);
    expect(screen.getByText('Could not load your lists.')).toBeInTheDocument();
    expect(screen.queryByText(/Network down/)).not.toBeInTheDocument();
  });

  it('keeps showing the list it has when a later load fails', () => {
    renderList({ data: { items: ['Friends'] }, error: new Error('Network down'), mutate: vi.fn() });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lists' })).toHaveTextContent('Friends');
  });

  it('says the list is empty, or shows it', () => {
    const { unmount } = renderList({ data: { items: [] }, mutate: vi.fn() });
    expect(screen.getByText('No lists yet.')).toBeInTheDocument();
    unmount();
    renderList({ data: { items: ['Friends', 'Team'] }, mutate: vi.fn() });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Friends', 'Team']);
  });
});
