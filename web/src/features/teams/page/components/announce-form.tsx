import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { teamAnnouncementInput, type TeamAnnouncementInput } from '@shared/schemas/broadcast';
import { TextArea, TextField } from '@web/components/form';
import { primaryButton } from '@web/components/ui';
import { showServerIssues } from '@web/lib/failure-message';
import { useApiMutation } from '@web/lib/use-api';

const resolver = zodResolver(teamAnnouncementInput);
const fieldOf = (path: string) => (path === 'title' || path === 'body' ? path : undefined);

/** "Announce to the team", for owners and admins: every member gets it as an announcement. */
export function AnnounceForm({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const announce = useApiMutation('announceToTeam');
  const { control, handleSubmit, setError, reset, formState } = useForm<TeamAnnouncementInput>({
    resolver,
    defaultValues: { title: '', body: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    try {
      const result = await announce.trigger({ params: { id: teamId }, body: values });
      setSentTo(result.recipients);
      reset();
    } catch (e) {
      setFailure(showServerIssues(e, fieldOf, setError));
    }
  });
  return (
    <section aria-labelledby="team-announce" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="team-announce" className="text-xl font-semibold text-slate-900">
        <Trans>Announce to the team</Trans>
      </h2>
      <form noValidate aria-label={t`Announce to the team`} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <TextField control={control} name="title" label={t`Title`} maxLength={200} />
        <TextArea control={control} name="body" label={t`Message`} maxLength={2000} rows={3} />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {sentTo !== null && (
          <p role="status" className="text-green-800">
            <Plural value={sentTo} one="Announced to # member." other="Announced to # members." />
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t`Announcing…` : t`Announce`}
        </button>
      </form>
    </section>
  );
}
