import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { AlternateEmailsCard } from './alternate-emails-card';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

describe('AlternateEmailsCard', () => {
  it('adds a row, refuses the account e-mail, then saves the trimmed list', async () => {
    fakeApi.on('updateAlternateEmails', ({ body }) => ({ alternateEmails: body.alternateEmails }));
    const onSaved = vi.fn();
    const { user } = renderRoute('/settings', {
      as: 'user',
      element: <AlternateEmailsCard uid="user-1" accountEmail="sam@example.com" initial={['old@example.com']} onSaved={onSaved} />,
    });

    await user.click(screen.getByRole('button', { name: 'Add email' }));
    const second = screen.getByLabelText('Alternate email 2');
    await user.type(second, 'SAM@example.com');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    expect(await screen.findByText(messages.emailAlreadyAdded)).toBeInTheDocument();
    expect(fakeApi.calls('updateAlternateEmails')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, '  new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.alternateEmailsUpdated, { duration: 3000 }));
    expect(fakeApi.calls('updateAlternateEmails')).toEqual([
      expect.objectContaining({ params: { uid: 'user-1' }, body: { alternateEmails: ['old@example.com', 'new@example.com'] } }),
    ]);
    expect(onSaved).toHaveBeenCalled();
  });

  it('removes a row and says so when the save fails', async () => {
    fakeApi.on('updateAlternateEmails', () => {
      throw new FakeApiError(500, 'boom');
    });
    const { user } = renderRoute('/settings', {
      as: 'user',
      element: <AlternateEmailsCard uid="user-1" accountEmail="sam@example.com" initial={['a@example.com', 'b@example.com']} />,
    });
    await user.click(screen.getByRole('button', { name: 'Remove alternate email 1' }));
    expect(screen.getByLabelText('Alternate email 1')).toHaveValue('b@example.com');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.alternateEmailsFailed, { duration: 3000 }));
  });
});
