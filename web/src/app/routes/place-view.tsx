import { useParams } from 'react-router-dom';
import { PlaceView } from '@web/features/places';

/** `places/view/{id}`: public (spec §6). */
export function Component() {
  const { id = '' } = useParams();
  return <PlaceView key={id} placeId={id} />;
}
