import { useSearchParams } from 'react-router-dom';
import { PlacePoster } from '@web/features/places';

/** `places/poster?id=`: a printable poster for a place, or a place picker without an id. */
export function Component() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() || null;
  return <PlacePoster key={id ?? ''} placeId={id} />;
}
