import { useParams } from 'react-router-dom';
import { GuestUnsubscribePage } from '@web/features/guests';

/** `guest-unsubscribe/{token}` (no login): the link at the foot of every e-mail a guest gets. */
export function Component() {
  const { token = '' } = useParams();
  return <GuestUnsubscribePage key={token} token={token} />;
}
