import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { FormMessage } from '@web/components/form';
import { textLink } from '@web/components/ui';
import { ONLY_CREATOR_MESSAGE, PlaceForm, PlaceLoadError, PlaceLoading, useViewer } from '@web/features/places';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';

/** `places/edit/{id}`: needs login, and only the place's creator may edit it (the server checks too). */
export const loader = requireUser;

export function Component() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const {
    data: place,
    error,
    mutate,
  } = useApi('getPlace', id ? { params: { placeId: id } } : null, { shouldRetryOnError: false });
  const { viewer, error: viewerError } = useViewer();
  if (error && !place) return <PlaceLoadError error={error} onRetry={() => void mutate()} />;
  if (!place || (viewer === undefined && !viewerError)) return <PlaceLoading />;

  const isCreator = viewer?.uid === place.creatorId;
  const name = place.name;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t`Edit ${name} | ${PRODUCT_NAME}`}</title>
      {isCreator ? (
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <PlaceForm key={place.id} place={place} />
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Edit {name}</Trans>
          </h1>
          <FormMessage tone="error">{t(ONLY_CREATOR_MESSAGE)}</FormMessage>
          <Link to={paths.placeView(place.id)} className={textLink}>
            <Trans>Back to {name}</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
