import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '@shared/constants/form-messages';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { fillFormDto } from '../fixtures';
import { FormFillPage } from './form-fill-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderFill() {
  return renderRoute('/form/form-1', {
    as: 'user',
    routes: [
      { path: '/form/:id', element: <FormFillPage /> },
      { path: '/form/payment/:id/:submissionId', element: <h1>Pay for your answers</h1> },
      { path: '/home', element: <h1>Home</h1> },
    ],
  });
}

const submission = (answers: Record<string, unknown>) => ({
  id: 'sub-1',
  formId: 'form-1',
  formVersion: 1,
  submitterId: 'user-1',
  submitterName: 'Pip Player',
  forName: 'Pip Player',
  forMemberId: null,
  forMinor: false,
  answers,
  signatures: [],
  payment: { amount: 15, status: 'unpaid' as const, paidAt: null },
  teamResult: null,
  submittedAt: '2026-11-26T12:00:00.000Z',
});

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  fakeApi.on('getMe', profileDto());
  fakeApi.on('listFamilyConnections', { items: [] });
  fakeApi.on('getFormToFill', fillFormDto());
});

describe('filling a form', () => {
  it('checks the answers by the form’s own fields before sending, each message under its question', async () => {
    const { user } = renderFill();
    await screen.findByRole('heading', { level: 1, name: 'Club registration' });
    expect(screen.getByText('Someone we can call on game day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Emergency contact is required')).toBeInTheDocument();
    expect(screen.getByText('Shirt size is required')).toBeInTheDocument();
    expect(screen.getByText('Sign the waiver')).toBeInTheDocument();
    expect(screen.getByText('Fee is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Emergency contact/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Emergency contact/ })).toHaveAccessibleDescription(
      'Someone we can call on game day. Emergency contact is required',
    );
    expect(fakeApi.calls('submitForm')).toEqual([]);

    await user.type(screen.getByRole('spinbutton', { name: /Age/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At least 5')).toBeInTheDocument();
    expect(fakeApi.calls('submitForm')).toEqual([]);
  });

  it('sends the answers, with the signature and the amount chosen, then opens the payment', async () => {
    fakeApi.on('submitForm', ({ body }) => submission(body.answers));
    const { user, router } = renderFill();
    await user.type(await screen.findByRole('textbox', { name: /Emergency contact/ }), 'Pat, 555-0100');
    await user.type(screen.getByRole('spinbutton', { name: /Age/ }), '12');
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to this waiver' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Pip Player');
    await user.type(screen.getByRole('spinbutton', { name: 'Fee (USD, $5.00 to $50.00)' }), '15');
    expect(screen.getByText('To pay after sending: $15.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/form/payment/form-1/sub-1'));
    expect(fakeApi.calls('submitForm').map((call) => call.body)).toEqual([
      {
        forMemberId: null,
        joinTeam: false,
        answers: { name: 'Pat, 555-0100', age: 12, shirt: 'M', waiver: { agreed: true, name: 'Pip Player' }, fee: { amount: 15 } },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(formMessages.submitted);
  });

  it('saves a draft with questions left unanswered, and starts from it next time', async () => {
    fakeApi.on('saveFormAnswers', { savedAt: '2026-11-26T12:00:00.000Z' });
    const { user } = renderFill();
    await user.type(await screen.findByRole('textbox', { name: /Emergency contact/ }), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(formMessages.draftSaved));
    expect(fakeApi.calls('saveFormAnswers').map((call) => call.body)).toEqual([{ forMemberId: null, answers: { name: 'Pat' } }]);
    expect(screen.queryByText('Shirt size is required')).not.toBeInTheDocument();
  });

  it('asks before leaving answers that are not saved, and not once the draft is saved', async () => {
    fakeApi.on('saveFormAnswers', { savedAt: '2026-11-26T12:00:00.000Z' });
    const { user, router } = renderFill();
    await user.type(await screen.findByRole('textbox', { name: /Emergency contact/ }), 'Pat');
    void router.navigate('/home');
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay and save' }));
    expect(screen.getByRole('textbox', { name: /Emergency contact/ })).toHaveValue('Pat');

    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(formMessages.draftSaved));
    await router.navigate('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('opens with the saved draft', async () => {
    fakeApi.on('getFormToFill', fillFormDto({ drafts: [{ forMemberId: null, answers: { name: 'Pat', age: 30 }, savedAt: '2026-11-25T12:00:00.000Z' }] }));
    renderFill();
    expect(await screen.findByRole('textbox', { name: /Emergency contact/ })).toHaveValue('Pat');
    expect(screen.getByRole('spinbutton', { name: /Age/ })).toHaveValue(30);
  });
});
