import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import type { OutputOf } from '@shared/api/routes';
import { notificationTypeInfo } from '@shared/constants/notification-types';
import { BROADCAST_MAX_RADIUS_MILES, broadcastTypes, type BroadcastInput } from '@shared/schemas/broadcast';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { RadioGroup, Select, TextArea, TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { showServerIssues } from '@web/lib/failure-message';
import { useApiMutation } from '@web/lib/use-api';
import { AdminPanel } from './admin-panel';

type Result = OutputOf<'createBroadcast'>;

const numberText = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .refine((v) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, `The ${what} must be between ${min} and ${max}`);

/** What every audience's form has: the notification itself. */
const message = {
  type: z.enum(broadcastTypes),
  title: z.string().trim().min(1, 'Enter a title').max(200),
  body: z.string().trim().min(1, 'Enter the message').max(2000),
};
/** The form as typed (numbers as text); `toInput` turns it into the request body. */
const formSchema = z.discriminatedUnion('audienceKind', [
  z.object({
    ...message,
    audienceKind: z.literal('area'),
    lat: numberText(-90, 90, 'latitude'),
    lng: numberText(-180, 180, 'longitude'),
    radiusMiles: numberText(1, BROADCAST_MAX_RADIUS_MILES, 'radius'),
    teamId: z.string(),
  }),
  z.object({
    ...message,
    audienceKind: z.literal('community'),
    lat: z.string(),
    lng: z.string(),
    radiusMiles: z.string(),
    teamId: z.string().trim().min(1, 'Enter the community id'),
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

const typeOptions = broadcastTypes.map((t) => ({ value: t, label: notificationTypeInfo[t].title }));
const audienceOptions = [
  { value: 'area', label: 'People in an area' },
  { value: 'community', label: 'Members of a community' },
  { value: 'everyone', label: 'Everyone on Rally' },
];

/**
 * Broadcast: compose a notification of one type, choose who gets it (an area around a point, a
 * community's members, or everyone), preview how many people it reaches, then send after a confirmation. Each
 * person's e-mail/push setting for the type decides how it reaches them.
 */
export function BroadcastPanel() {
  const send = useApiMutation('createBroadcast');
  const { control, handleSubmit, setError, getValues, trigger } = useForm<FormValues>({
    resolver,
    defaultValues: { type: 'announcements', title: '', body: '', audienceKind: 'area', lat: '', lng: '', radiusMiles: '15', teamId: '' },
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
    if (!(await trigger())) return 'Some fields need attention.';
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
    <AdminPanel id="admin-broadcast" title="Broadcast">
      <form noValidate aria-label="Compose a broadcast" onSubmit={(e) => void onPreview(e)} className="flex flex-col gap-3">
        <Select control={control} name="type" label="Type" options={typeOptions} hint="People receive it by e-mail and push as their settings for this type allow." />
        <TextField control={control} name="title" label="Title" maxLength={200} />
        <TextArea control={control} name="body" label="Message" maxLength={2000} rows={4} />
        <RadioGroup control={control} name="audienceKind" label="Audience" options={audienceOptions} />
        {kind === 'area' ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField control={control} name="lat" label="Latitude" inputMode="decimal" />
            <TextField control={control} name="lng" label="Longitude" inputMode="decimal" />
            <TextField control={control} name="radiusMiles" label="Radius (miles)" inputMode="decimal" />
          </div>
        ) : kind === 'community' ? (
          <TextField control={control} name="teamId" label="Community id" hint="The id in the community's page address." />
        ) : (
          <p className="text-sm text-slate-600">Every person with a profile, except you and anyone in a block with you. Preview to see how many that is.</p>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={send.isMutating}>
            {send.isMutating ? 'Working…' : 'Preview'}
          </button>
          {preview && (
            <ConfirmDialog
              trigger={
                <button type="button" className={primaryButton}>
                  Send
                </button>
              }
              title={`Send to ${preview.recipients} ${preview.recipients === 1 ? 'person' : 'people'}?`}
              description="It goes out at once and cannot be called back."
              confirmLabel="Yes, send"
              busyLabel="Sending…"
              onConfirm={onSend}
            />
          )}
        </div>
      </form>
      {preview && (
        <section aria-label="Preview" className="rounded-md border border-slate-200 p-4">
          <p role="status" className="font-semibold text-slate-900">
            Reaches {preview.recipients} {preview.recipients === 1 ? 'person' : 'people'}
          </p>
          <p className="mt-2 font-medium">{preview.title}</p>
          <p className="whitespace-pre-line text-slate-700">{preview.message}</p>
        </section>
      )}
      {sent && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
          Sent to {sent.recipients} {sent.recipients === 1 ? 'person' : 'people'}.
        </p>
      )}
    </AdminPanel>
  );
}
