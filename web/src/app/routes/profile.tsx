import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AvailabilitySummary } from '@web/features/availability';
import { GamesAttended } from '@web/features/checkins';
import { BadgesSection } from '@web/features/endorsements';
import { ProfileEventsTable } from '@web/features/events';
import { FollowButton } from '@web/features/follows';
import { MessageButton } from '@web/features/messages';
import { ConnectButton } from '@web/features/people';
import { ProfileView } from '@web/features/profile';
import { useApi } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';

/**
 * `/profile/{userId}`: a protected prefix (spec §2), so a signed-out visitor is sent to login about
 * 1 s after arriving (the app layout does that); until then nothing is fetched.
 */
export function Component() {
  const { uid = '' } = useParams();
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-slate-600">
        <Trans>Checking your session…</Trans>
      </p>
    );
  }
  return <SignedInProfile uid={uid} />;
}

function SignedInProfile({ uid }: { uid: string }) {
  const { data: me } = useApi('getMe');
  return (
    <ProfileView
      uid={uid}
      isOwn={me?.uid === uid}
      // "Attach availability" (spec §7): null when there is none or the viewer may not see it.
      sections={(user) => (
        <>
          <AvailabilitySummary record={user.availability} />
          <ProfileEventsTable uid={user.uid} name={user.displayName} />
          <GamesAttended uid={user.uid} name={user.displayName} isOwn={me?.uid === user.uid} />
          <BadgesSection uid={user.uid} name={user.displayName} isOwn={me?.uid === user.uid} />
        </>
      )}
      actions={(user) => (
        <div className="flex flex-wrap items-start gap-2">
          <FollowButton kind="host" targetId={user.uid} name={user.displayName} />
          <ConnectButton uid={user.uid} name={user.displayName} status={user.connection ?? 'none'} />
          <MessageButton uid={user.uid} name={user.displayName} />
        </div>
      )}
    />
  );
}
