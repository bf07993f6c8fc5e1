import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@web/lib/toast';
import { gameTypes } from '@shared/constants/lists';
import type { CityResult, PlaceDto as Place } from '@shared/schemas/place';
import { CheckboxGroup, CityCombobox, FormMessage, TextArea, TextField, useCitySearch } from '@web/components/form';
import { labelClass, primaryButton, secondaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import { showServerIssues } from '@web/lib/failure-message';
import { gameTypeOptions } from '@web/lib/game-types';
import {
  fieldOfIssue,
  placeFormSchema,
  pointText,
  toFormValues,
  toPlaceBody,
  type PlaceFormOutput,
  type PlaceFormValues,
} from '../place-values';

export const ONLY_CREATOR_MESSAGE = msg`Only the person who added this place can edit it.`;

const resolver = zodResolver(placeFormSchema);

/**
 * Add a place (`places/new`) or edit one (`places/edit/{id}`, its creator only). The point comes
 * from a city search (it fills latitude and longitude) or is typed; the server's 400 issues land
 * on their fields.
 */
export function PlaceForm({ place }: { place?: Place }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useApiMutation('createPlace');
  const update = useApiMutation('updatePlace');
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const [city, setCity] = useState<CityResult | undefined>(undefined);
  const citySearch = useCitySearch();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState,
  } = useForm<PlaceFormValues, unknown, PlaceFormOutput>({ resolver, defaultValues: toFormValues(place), mode: 'onTouched' });
  const { isSubmitting } = formState;
  const { prompt: unsaved, letGo } = useUnsavedForm(formState);
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: Place;
    try {
      const body = toPlaceBody(values);
      saved = place ? await update.trigger({ params: { placeId: place.id }, body }) : await create.trigger({ body });
      // The place page opens next: it shows what was saved without asking again.
      await mutate(apiKey('getPlace', { params: { placeId: saved.id } }), saved, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setFormError(t(ONLY_CREATOR_MESSAGE));
        toast.error(t(ONLY_CREATOR_MESSAGE));
        return;
      }
      const message = showServerIssues(error, fieldOfIssue, setError);
      setFormError(message);
      toast.error(message);
      return;
    }
    toast.success(place ? t`Place updated` : t`Place added`);
    letGo();
    void navigate(paths.placeView(saved.id));
  });

  const pickCity = (picked: CityResult | undefined) => {
    setCity(picked);
    if (!picked) return;
    const { lat, lng } = pointText(picked);
    setValue('lat', lat, { shouldValidate: true, shouldDirty: true });
    setValue('lng', lng, { shouldValidate: true, shouldDirty: true });
  };

  const placeName = place?.name ?? '';
  const title = place ? t`Edit ${placeName}` : t`Add a place`;
  const written = description.length;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="place-form-title"
      className="flex flex-col gap-6"
    >
      <h1 id="place-form-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label={t`Name`} autoComplete="off" maxLength={100} />
        <TextField control={control} name="address" label={t`Address`} autoComplete="street-address" maxLength={300} />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className={`${labelClass} mb-1`}>
          <Trans>Location</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          <Trans>Pick the city to place it on the map, then fine-tune the latitude and longitude if you know them.</Trans>
        </p>
        <CityCombobox
          label={t`City`}
          value={city}
          onChange={pickCity}
          onBlur={() => {}}
          hint={t`Latitude and longitude were set to the city centre.`}
          search={citySearch}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="lat" label={t`Latitude`} inputMode="decimal" autoComplete="off" />
          <TextField control={control} name="lng" label={t`Longitude`} inputMode="decimal" autoComplete="off" />
        </div>
      </fieldset>

      <CheckboxGroup
        control={control}
        name="gameTypes"
        label={t`Game types`}
        options={gameTypeOptions(gameTypes)}
        variant="tile"
        optionsClassName="grid grid-cols-1 gap-2 sm:grid-cols-3"
      />

      <TextArea
        control={control}
        name="description"
        label={t`Description (optional)`}
        hint={t`${written}/2000 characters. Parking, surface, lights, how to book…`}
        maxLength={2000}
      />

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
          {isSubmitting ? t`Saving…` : place ? t`Save changes` : t`Add place`}
        </button>
        <button type="button" onClick={() => void navigate(-1)} className={`${secondaryButton} w-full sm:w-auto`}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      {unsaved}
    </form>
  );
}
