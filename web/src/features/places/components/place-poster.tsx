import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router-dom';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { useViewer } from '../api/get-viewer';
import { PlaceLoadError, PlaceLoading } from './place-state';
import { NotListed, PlaceSearch } from './place-search';

/** The app's header, footer and skip link stay off paper. */
const PRINT_CSS =
  '@media print { body header, body footer, body a[href="#main"] { display: none !important; } @page { margin: 1.5cm; } }';

/** `places/poster?id=`: a printable poster for a place; without an id, pick the place first. */
export function PlacePoster({ placeId }: { placeId: string | null }) {
  return placeId ? <Poster placeId={placeId} /> : <PosterPicker />;
}

function PosterPicker() {
  const { t } = useLingui();
  const { viewer } = useViewer();
  // The go-to city when there is one, else Denver (the product's default city).
  const center = viewer?.defaultCity ?? DEFAULT_CITY;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <title>{t`Place poster | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Print a place poster</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>Choose the place the poster is for.</Trans>
      </p>
      <PlaceSearch center={center} label={t`Find a place`} placeHref={(place) => paths.placePoster(place.id)} />
      <NotListed />
    </div>
  );
}

function Poster({ placeId }: { placeId: string }) {
  const { t } = useLingui();
  const { data: place, error, mutate } = useApi('getPlace', { params: { placeId } }, { shouldRetryOnError: false });
  if (error && !place) return <PlaceLoadError error={error} onRetry={() => void mutate()} />;
  if (!place) return <PlaceLoading />;
  const url = `${window.location.origin}${paths.placeView(place.id)}`;
  const name = place.name;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{t`Poster: ${name} | ${PRODUCT_NAME}`}</title>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={primaryButton}>
          <Printer aria-hidden="true" className="size-4" />
          <Trans>Print</Trans>
        </button>
        <Link to={paths.placeView(place.id)} className={secondaryButton}>
          <Trans>Back to the place</Trans>
        </Link>
        <Link to={paths.placePoster()} className={secondaryButton}>
          <Trans>Choose another place</Trans>
        </Link>
      </div>
      <article
        aria-label={t`Poster for ${name}`}
        className="flex flex-col items-center gap-6 rounded-lg border-4 border-brand-700 bg-white p-8 text-center print:border-2"
      >
        <p className="text-lg font-semibold tracking-wide text-brand-700 uppercase">{PRODUCT_NAME}</p>
        <h1 className="text-4xl font-extrabold break-words text-slate-900 sm:text-5xl">{place.name}</h1>
        <p className="text-xl text-slate-700">{place.address}</p>
        {place.gameTypes.length > 0 && <p className="text-lg text-slate-800">{place.gameTypes.join(' · ')}</p>}
        <h2 className="text-3xl font-bold text-slate-900">
          <Trans>Find games here</Trans>
        </h2>
        {/* Dark on light in both themes, with a light quiet zone around it: what a camera reads. */}
        <div className="rounded-md bg-paper p-2">
          <QRCodeSVG value={url} size={200} marginSize={2} title={t`QR code linking to ${url}`} />
        </div>
        <p className="font-mono text-base break-all text-slate-800">{url}</p>
      </article>
    </div>
  );
}
