import { i18n } from '@web/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import type { OutputOf } from '@shared/api/routes';
import { BROADCAST_MAX_RADIUS_MILES, broadcastTypes, type BroadcastInput } from '@shared/schemas/broadcast';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { RadioGroup, Select, TextArea, TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { showServerIssues } from '@web/lib/failure-message';
import { useApiMutation } from '@web/lib/use-api';
import { AdminPanel } from './admin-panel';

type Result = OutputOf<'createBroadcast'>;

/** Zod reads these when it checks, so the messages are in the language of that moment. */
const say = (descriptor: MessageDescriptor) => ({ error: () => i18n._(descriptor) });

const numberText = (min: number, max: number, missing: MessageDescriptor, outside: MessageDescriptor) =>
  z
    .string()
    .trim()
    .min(1, say(missing))
    .refine((v) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, say(outside));

/** What every audience's form has: the notification itself. */
const message = {
  type: z.enum(broadcastTypes),
  title: z
    .string()
    .trim()
    .min(1, say(msg`Enter a title`))
    .max(200),
  body: z
    .string()
    .trim()
    .min(1, say(msg`Enter the message`))
    .max(2000),
};
/** The form as typed (numbers as text); `toInput` turns it into the request body. */
const formSchema = z.discriminatedUnion('audienceKind', [
  z.object({
    ...message,
    audienceKind: z.literal('area'),
    lat: numberText(-90, 90, msg`Enter the latitude`, msg`The latitude must be between -90 and 90`),
    lng: numberText(-180, 180, msg`Enter the longitude`, msg`The longitude must be between -180 and 180`),
    radiusMiles: numberText(
      1,
      BROADCAST_MAX_RADIUS_MILES,
      msg`Enter the radius`,
      msg`The radius must be between 1 and ${BROADCAST_MAX_RADIUS_MILES}`,
    ),
    teamId: z.string(),
  }),
  z.object({
    ...message,
    audienceKind: z.literal('community'),
    lat: z.string(),
    lng: z.string(),
    radiusMiles: z.string(),
    teamId: z
      .string()
      .trim()
      .min(1, say(msg`Enter the community id`)),
  }),
  z.object({
    ...message,
    audienceKind: z.literal('everyone'),
    lat: z.string(),
    lng: z.string(),
    radiusMiles: z.string(),
    teamId: z.string(),
  }),
]);
type FormValues = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema);

const toInput = (v: FormValues, preview: boolean): BroadcastInput => ({
  type: v.type,
  title: v.title,
  body: v.body,
  audience:
    v.audienceKind === 'area'
      ? { kind: 'area', lat: Number(v.lat), lng: Number(v.lng), radiusMiles: Number(v.radiusMiles) }
      : v.audienceKind === 'community'
        ? { kind: 'community', teamId: v.teamId.trim() }
        : { kind: 'everyone' },
  preview,
});

/** Maps a server issue path (audience.radiusMiles) to the form field that shows it. */
const fieldOf = (path: string): keyof FormValues | undefined => {
  const last = path.split('.').pop() ?? '';
  return (['type', 'title', 'body', 'lat', 'lng', 'radiusMiles', 'teamId'] as const).find((f) => f === last);
};

/** The types' titles as the notification settings show them (shared/constants/notification-types). */
const typeTitles: Record<(typeof broadcastTypes)[number], MessageDescriptor> = {
  surveys: msg`Surveys`,
  news: msg`News`,
  learning: msg`Learning`,
  products: msg`Products`,
  offers: msg`Offers`,
  announcements: msg`Announcements`,
};
const audienceOptions = [
  { value: 'area', label: msg`People in an area` },
  { value: 'community', label: msg`Members of a community` },
  { value: 'everyone', label: msg`Everyone on Rally` },
];

/**
 * Broadcast: compose a notification of one type, choose who gets it (an area around a point, a
 * community's members, or everyone), preview how many people it reaches, then send after a confirmation. Each
 * person's e-mail/push setting for the type decides how it reaches them.
 */
export function BroadcastPanel() {
  const { t } = useLingui();
  const send = useApiMutation('createBroadcast');
  const typeOptions = broadcastTypes.map((type) => ({ value: type, label: t(typeTitles[type]) }));
  const { control, handleSubmit, setError, getValues, trigger } = useForm<FormValues>({
    resolver,
    defaultValues: {
      type: 'announcements',
      title: '',
      body: '',
      audienceKind: 'area',
      lat: '',
      lng: '',
      radiusMiles: '15',
      teamId: '',
    },
  });
  const kind = useWatch({ control, name: 'audienceKind' });
  const [preview, setPreview] = useState<Result | null>(null);
  const [sent, setSent] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onPreview = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      setPreview(await send.trigger({ body: toInput(values, true) }));
    } catch (e) {
      setPreview(null);
      setFailure(showServerIssues(e, fieldOf, setError));
    }
  });

  const onSend = async (): Promise<string | undefined> => {
    if (!(await trigger())) return t`Some fields need attention.`;
    try {
      const result = await send.trigger({ body: toInput(formSchema.parse(getValues()), false) });
      setSent(result);
      setPreview(null);
      return undefined;
    } catch (e) {
      return showServerIssues(e, fieldOf, setError);
    }
  };

  return (
    <AdminPanel id="admin-broadcast" title={t`Broadcast`}>
      <form noValidate aria-label={t`Compose a broadcast`} onSubmit={(e) => void onPreview(e)} className="flex flex-col gap-3">
        <Select
          control={control}
          name="type"
          label={t`Type`}
          options={typeOptions}
          hint={t`People receive it by e-mail and push as their settings for this type allow.`}
        />
        <TextField control={control} name="title" label={t`Title`} maxLength={200} />
        <TextArea control={control} name="body" label={t`Message`} maxLength={2000} rows={4} />
        <RadioGroup
          control={control}
          name="audienceKind"
          label={t`Audience`}
          options={audienceOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        {kind === 'area' ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField control={control} name="lat" label={t`Latitude`} inputMode="decimal" />
            <TextField control={control} name="lng" label={t`Longitude`} inputMode="decimal" />
            <TextField control={control} name="radiusMiles" label={t`Radius (miles)`} inputMode="decimal" />
          </div>
        ) : kind === 'community' ? (
          <TextField control={control} name="teamId" label={t`Community id`} hint={t`The id in the community's page address.`} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>
              Every person with a profile, except you and anyone in a block with you. Preview to see how many that is.
            </Trans>
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={send.isMutating}>
            {send.isMutating ? t`Working…` : t`Preview`}
          </button>
          {preview && (
            <ConfirmDialog
              trigger={
                <button type="button" className={primaryButton}>
                  <Trans>Send</Trans>
                </button>
              }
              title={t({ message: plural(preview.recipients, { one: 'Send to # person?', other: 'Send to # people?' }) })}
              description={t`It goes out at once and cannot be called back.`}
              confirmLabel={t`Yes, send`}
              busyLabel={t`Sending…`}
              onConfirm={onSend}
            />
          )}
        </div>
      </form>
      {preview && (
        <section aria-label={t`Preview`} className="rounded-md border border-slate-200 p-4">
          <p role="status" className="font-semibold text-slate-900">
            {t({ message: plural(preview.recipients, { one: 'Reaches # person', other: 'Reaches # people' }) })}
          </p>
          <p className="mt-2 font-medium">{preview.title}</p>
          <p className="whitespace-pre-line text-slate-700">{preview.message}</p>
        </section>
      )}
      {sent && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          {t({ message: plural(sent.recipients, { one: 'Sent to # person.', other: 'Sent to # people.' }) })}
        </p>
      )}
    </AdminPanel>
  );
}
