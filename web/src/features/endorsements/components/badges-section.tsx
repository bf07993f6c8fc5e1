import { useLingui } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { endorsementKinds } from '@shared/constants/endorsement-messages';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { useApi } from '@web/lib/use-api';
import { badgeTexts, endorsementKindTexts } from '../endorsement-texts';

/**
 * A profile's badges and endorsement counts. The server decides whether the viewer may see them
 * (the badges flag, and the person's "Show my badges" for anyone else): null means no section.
 */
export function BadgesSection({ uid, name, isOwn }: { uid: string; name: string; isOwn: boolean }) {
  const result = useApi('getBadges', { params: { uid } }, { shouldRetryOnError: false });
  const { t } = useLingui();
  if (result.data?.badges === null) return null;
  return (
    <TitledSection title={t`Badges`} titleClass="text-lg font-semibold text-slate-900" className="flex flex-col gap-3">
      <ListStates result={result} failed={t`The badges could not be loaded.`} loading={t`Loading badges…`} empty="" isEmpty={() => false}>
        {(d) => (
          <>
            {d.badges!.earned.length > 0 ? (
              <ul aria-label={t`Badges ${name} earned`} className="flex flex-wrap gap-2">
                {d.badges!.earned.map((b) => (
                  <li key={b} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    <Award aria-hidden="true" className="size-4" />
                    {t(badgeTexts[b])}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{isOwn ? t`You have not earned a badge yet.` : t`${name} has not earned a badge yet.`}</p>
            )}
            <dl aria-label={t`Endorsements`} className="grid grid-cols-3 gap-2 text-center">
              {endorsementKinds.map((k) => (
                <div key={k} className="rounded-md border border-slate-200 p-2">
                  <dt className="text-sm text-slate-600">{t(endorsementKindTexts[k])}</dt>
                  <dd className="text-lg font-semibold text-slate-900">{d.badges!.endorsements[k]}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </ListStates>
    </TitledSection>
  );
}
