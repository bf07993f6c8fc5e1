import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { builderFormDto } from '../fixtures';
import type { FormDto } from '../types';
import { FormBuilderPage } from './form-builder-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderBuilder() {
  return renderRoute('/form/build/form-1', { as: 'user', routes: [{ path: '/form/build/:id', element: <FormBuilderPage /> }] });
}

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  fakeApi.on('getMe', profileDto());
  fakeApi.on('listUserTeams', { items: [{ teamId: 'team-1', name: 'Eastside FC', kind: 'team', role: 'owner', photoURL: null }] });
  fakeApi.on('getFormForBuilder', builderFormDto());
});

describe('the form builder', () => {
  it('checks the form with the API’s rules before publishing, the message under the field', async () => {
    let form = builderFormDto();
    fakeApi.on('getFormForBuilder', () => form);
    fakeApi.on('saveFormDraft', ({ body }) => (form = { ...form, draft: body.content, version: form.version + 1 }));
    fakeApi.on('publishForm', ({ body }): FormDto => (form = { ...form, status: 'published', publishedVersion: 1, published: form.draft, version: body.version + 1 }));
    const { user } = renderBuilder();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New field' }), 'Waiver (typed-name signature)');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const waiver = screen.getByRole('article', { name: 'Field 2: Waiver' });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await within(waiver).findByText('Write the waiver text (at least 20 characters)')).toBeInTheDocument();
    expect(screen.getByText('Some fields need attention: see the messages below.')).toBeInTheDocument();
    expect(fakeApi.calls('saveFormDraft')).toEqual([]);

    await user.type(within(waiver).getByRole('textbox', { name: 'Waiver text' }), 'I play at my own risk.');
    expect(within(waiver).queryByText('Write the waiver text (at least 20 characters)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published (version 1)'));
    expect(fakeApi.calls('saveFormDraft').map((call) => call.body)).toEqual([
      {
        version: 2,
        content: expect.objectContaining({
          fields: [
            expect.objectContaining({ id: 'name', label: 'Emergency contact' }),
            expect.objectContaining({ type: 'waiver', text: 'I play at my own risk.' }),
          ],
        }),
      },
    ]);
    expect(fakeApi.calls('publishForm').map((call) => call.body)).toEqual([{ version: 3 }]);
  });

  it('offers who can fill a team’s form, and a registration form is open to anyone with the link', async () => {
    const { user } = renderBuilder();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Belongs to' }), 'Eastside FC');
    await user.click(screen.getByRole('radio', { name: 'Members of the team only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Registration form: completing it adds the person to the team' }));
    expect(screen.getByRole('radio', { name: 'Anyone with the link (signed in)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Members of the team only' }));
    expect(screen.getByRole('checkbox', { name: 'Registration form: completing it adds the person to the team' })).not.toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Belongs to' }), 'Just me');
    expect(screen.queryByRole('radio', { name: 'Members of the team only' })).not.toBeInTheDocument();
  });

  it('gives a fee chosen by the person a range to choose in', async () => {
    const { user } = renderBuilder();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New field' }), 'Payment');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const fee = screen.getByRole('article', { name: 'Field 2: Fee' });
    expect(within(fee).getByRole('spinbutton', { name: 'Amount (USD)' })).toHaveValue(20);
    await user.click(within(fee).getByRole('radio', { name: 'Chosen by the person (pay what you can)' }));
    expect(within(fee).getByRole('spinbutton', { name: 'Suggested amount (USD)' })).toHaveValue(20);
    expect(within(fee).getByRole('spinbutton', { name: 'Lowest (USD)' })).toHaveValue(1);
    expect(within(fee).getByRole('spinbutton', { name: 'Highest (USD)' })).toHaveValue(100);
  });
});
