import { formatDay } from '@web/lib/format';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarHeart, Megaphone, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Link } from 'react-router-dom';
import { gameTypes } from '@shared/constants/lists';
import { PRODUCT_NAME } from '@shared/constants/product';
import {
  ambassadorApplicationInput,
  type AmbassadorApplicationDto,
  type AmbassadorApplicationInput,
} from '@shared/schemas/ambassador';
import { CheckboxGroup, FormMessage, Select, TextArea, TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';

const sports = gameTypes.filter((g) => g !== 'Other');
const resolver = zodResolver(ambassadorApplicationInput);

const what = [
  { icon: Users, title: msg`Bring players together`, text: msg`Start and grow a community for your game in your city.` },
  {
    icon: CalendarHeart,
    title: msg`Host regular games`,
    text: msg`Keep a weekly game going so newcomers always have somewhere to start.`,
  },
  { icon: Megaphone, title: msg`Be the local voice`, text: msg`Tell us what players near you need, and try new features first.` },
] as const;

/** `start/ambassador`: what a local ambassador does, and the application (signed in, once). */
export function AmbassadorPage() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const mine = useApi('getMyAmbassadorApplication', signedIn ? {} : null);
  const [sent, setSent] = useState<AmbassadorApplicationDto | null>(null);
  const application = sent ?? mine.data?.application ?? null;
  const applicant = application?.fullName ?? '';
  const receivedOn = application ? formatDay(application.createdAt) : '';
  const email = application?.email ?? '';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Become an ambassador | ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content={t`Apply to be a local ${PRODUCT_NAME} ambassador: bring players together in your city.`}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Become a {PRODUCT_NAME} ambassador</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            Ambassadors are the players and organisers who make a city’s games happen. Tell us about yourself and we will reply by
            e-mail within two weeks.
          </Trans>
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {what.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <h2 className="font-semibold text-slate-900">{t(title)}</h2>
            <p className="text-sm text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="apply" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="apply" className="text-2xl font-semibold text-slate-900">
          <Trans>Apply</Trans>
        </h2>
        {signedIn === undefined || (signedIn && mine.isLoading) ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        ) : !signedIn ? (
          <div className="flex flex-col gap-3">
            <p className="text-slate-700">
              <Trans>Sign in to apply: we reply to your account’s e-mail address.</Trans>
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to={loginPath('/start/ambassador')} className={primaryButton}>
                <Trans>Sign in to apply</Trans>
              </Link>
              <Link to={paths.signUp} className={secondaryButton}>
                <Trans>Create an account</Trans>
              </Link>
            </div>
          </div>
        ) : mine.error && !sent ? (
          <FormMessage tone="error">
            <Trans>Could not load your application.</Trans> {mine.error instanceof Error ? mine.error.message : ''}{' '}
            <button type="button" className="underline" onClick={() => void mine.mutate()}>
              <Trans>Try again</Trans>
            </button>
          </FormMessage>
        ) : application ? (
          <FormMessage tone="info">
            {t`Thank you, ${applicant}: we received your application on ${receivedOn} and sent a confirmation to ${email}. We will reply within two weeks.`}
          </FormMessage>
        ) : (
          <ApplicationForm onSent={setSent} />
        )}
      </section>
    </div>
  );
}

const experience = [
  { value: 'none', label: msg`Nothing yet` },
  { value: 'some', label: msg`A few games or a small group` },
  { value: 'lots', label: msg`A club, league or many events` },
];

function ApplicationForm({ onSent }: { onSent: (a: AmbassadorApplicationDto) => void }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useApiMutation('applyAmbassador');
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<z.input<typeof ambassadorApplicationInput>, unknown, AmbassadorApplicationInput>({
    resolver,
    // Untouched hours are empty text, as the input gives them: the schema says "at least 1 hour".
    defaultValues: { fullName: '', city: '', sports: [], hoursPerMonth: '', motivation: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSent(await apply.trigger({ body: values }));
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) {
        for (const issue of error.issues)
          setError(issue.path.split('.')[0] as keyof AmbassadorApplicationInput, { message: issue.message });
      }
      setFailure(error instanceof Error ? error.message : t`Could not send your application. Please try again.`);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField control={control} name="fullName" label={t`Full name`} autoComplete="name" />
      <TextField
        control={control}
        name="city"
        label={t`City`}
        autoComplete="address-level2"
        hint={t`Where you would be an ambassador`}
      />
      <CheckboxGroup control={control} name="sports" label={t`Sports you play or organise (up to 5)`} options={sports} />
      <Select
        control={control}
        name="experience"
        label={t`How much have you organised?`}
        options={experience.map((e) => ({ value: e.value, label: t(e.label) }))}
        placeholder={t`Choose…`}
      />
      <TextField
        control={control}
        name="hoursPerMonth"
        label={t`Hours a month you could give`}
        type="number"
        inputMode="numeric"
        min={1}
        max={80}
      />
      <TextArea
        control={control}
        name="motivation"
        label={t`Why do you want to be an ambassador?`}
        hint={t`20 to 1000 characters`}
        rows={5}
      />
      <div>
        <button type="submit" className={primaryButton} disabled={isSubmitting}>
          {isSubmitting ? t`Sending…` : t`Send application`}
        </button>
      </div>
    </form>
  );
}
