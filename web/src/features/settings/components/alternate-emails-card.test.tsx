import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '../../../../../shared/constants/messages';
import { api, ApiError } from '../../../lib/api-client';
import { AlternateEmailsCard } from './alternate-emails-card';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args?: { body?: { alternateEmails: string[] } }) => Promise<unknown>>;

afterEach(() => vi.clearAllMocks());

describe('AlternateEmailsCard', () => {
  it('adds a row, refuses the account e-mail, then saves the trimmed list', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (_id, args) => ({ alternateEmails: args?.body?.alternateEmails ?? [] }));
    const onSaved = vi.fn();
    render(<AlternateEmailsCard uid="user-1" accountEmail="sam@example.com" initial={['old@example.com']} onSaved={onSaved} />);

    await user.click(screen.getByRole('button', { name: 'Add email' }));
    const second = screen.getByLabelText('Alternate email 2');
    await user.type(second, 'SAM@example.com');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    expect(await screen.findByText(messages.emailAlreadyAdded)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    await user.clear(second);
    await user.type(second, '  new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.alternateEmailsUpdated, { duration: 3000 }));
    expect(call).toHaveBeenCalledWith('updateAlternateEmails', {
      params: { uid: 'user-1' },
      body: { alternateEmails: ['old@example.com', 'new@example.com'] },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('removes a row and says so when the save fails', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new ApiError(500, 'boom'));
    render(<AlternateEmailsCard uid="user-1" accountEmail="sam@example.com" initial={['a@example.com', 'b@example.com']} />);
    await user.click(screen.getByRole('button', { name: 'Remove alternate email 1' }));
    expect(screen.getByLabelText('Alternate email 1')).toHaveValue('b@example.com');
    await user.click(screen.getByRole('button', { name: 'Save emails' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.alternateEmailsFailed, { duration: 3000 }));
  });
});
