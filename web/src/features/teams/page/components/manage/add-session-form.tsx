import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { sessionInput } from '@shared/schemas/team';
import { Select, TextField } from '@web/components/form';
import { i18n } from '@web/lib/i18n';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { DateRangeFields } from '@web/features/teams/shared/date-range-fields';
import { SectionStates } from '../team-states';
import { ManageCard } from './manage-card';
import { ManageSubmit } from './manage-submit';
import { useAddForm } from './use-add-form';

const emptySession = { seasonId: '', label: '', startDate: '', endDate: '' };
type SessionValues = typeof emptySession;

type SessionInput = z.output<typeof sessionInput>;

// The server's rules; an unchosen season says what to do rather than that the id is invalid.
const serverRules = zodResolver(sessionInput);
const resolver: Resolver<SessionValues, unknown, SessionInput> = async (values, context, options) => {
  const result = await serverRules(values, context, options);
  const errors: FieldErrors<SessionValues> = result.errors;
  if (errors.seasonId) errors.seasonId.message = i18n._(msg`Pick a season`);
  return result;
};

/** A new session in one of the team's seasons (none can be added before a season exists). */
export function AddSessionForm({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const seasons = useApi('listSeasons', { params: { id: teamId } });
  const createSession = useApiMutation('createSession');
  const { control, pending, submit } = useAddForm({
    key: 'session',
    resolver,
    empty: emptySession,
    send: (session: SessionInput) => createSession.trigger({ params: { id: teamId }, body: session }),
    added: ({ label }) => t`Session ${label} added`,
  });

  return (
    <ManageCard title={t`Add a session`}>
      <SectionStates
        result={seasons}
        what={t`the seasons`}
        loading={t`Loading seasons…`}
        empty={
          <p className="text-sm text-slate-600">
            <Trans>Add a season first: sessions belong to a season.</Trans>
          </p>
        }
      >
        {(data) => (
          <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label={t`Add a session`}>
            <Select
              control={control}
              name="seasonId"
              label={t`Season`}
              placeholder={t`Choose a season`}
              options={data.items.map((s) => ({ value: s.id, label: s.label }))}
            />
            <TextField control={control} name="label" label={t`Session label`} />
            <DateRangeFields control={control} startLabel={t`Session start`} endLabel={t`Session end`} />
            <ManageSubmit action="session" pending={pending} label={t`Add session`} busyLabel={t`Adding…`} />
          </form>
        )}
      </SectionStates>
    </ManageCard>
  );
}
