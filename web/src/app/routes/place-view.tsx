import { useParams } from 'react-router-dom';
import { FollowButton } from '@web/features/follows';
import { PlaceView } from '@web/features/places';

/** `places/view/{id}`: public (spec §6); signed in, the place can be followed. */
export function Component() {
  const { id = '' } = useParams();
  return <PlaceView key={id} placeId={id} actions={(place) => <FollowButton kind="place" targetId={place.id} name={place.name} />} />;
}
