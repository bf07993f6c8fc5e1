import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { paths } from '@web/lib/paths';
import { useViewer } from '../api/get-viewer';
import { NotListed, PlaceSearch } from './place-search';

/** `discover/places`: courts, fields and venues near the person's go-to city (Denver for a visitor), nearest first. */
export function NearbyPlacesPage() {
  const { t } = useLingui();
  const { viewer } = useViewer();
  const center = viewer?.defaultCity ?? DEFAULT_CITY;
  const cityName = center.name;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <title>{t`Discover places | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Discover places</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Courts, fields and venues near {cityName}, nearest first.</Trans>
        </p>
      </div>
      <PlaceSearch center={center} placeHref={(place) => paths.placeView(place.id)} />
      <NotListed />
    </div>
  );
}
