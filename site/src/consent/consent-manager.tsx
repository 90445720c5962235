import { lazy, Suspense, useEffect } from 'react';
import { declinedChoice } from './consent-choice';
import { loadConsent, useConsent } from './consent-store';
import { anyScriptId, type ScriptIds } from './script-ids';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ './consent-banner'));
const ConsentDialog = lazy(() => import(/* webpackChunkName: "consent-settings" */ './consent-dialog'));

/**
 * On every page (in the site frame): after hydration, reads the stored choice; asks with the banner
 * when there is none and some outside script has an id; starts the scripts the choice allows (their
 * code is a chunk of its own, fetched only then).
 */
export function ConsentManager({ ids }: { ids: ScriptIds }) {
  const consent = useConsent();
  useEffect(loadConsent, []);
  const choice = consent.choice ?? (consent.doNotTrack ? declinedChoice : null);
  useEffect(() => {
    if (!choice || !Object.values(choice).some(Boolean)) return;
    void import(/* webpackChunkName: "consent-scripts" */ './start-scripts').then(({ startScripts }) => startScripts(ids, choice, consent.doNotTrack));
  }, [choice, ids, consent.doNotTrack]);
  if (!consent.ready) return null;
  return (
    <>
      <Suspense fallback={null}>
        {consent.choice === null && anyScriptId(ids) ? <ConsentBanner doNotTrack={consent.doNotTrack} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {consent.settingsOpen ? <ConsentDialog choice={choice} doNotTrack={consent.doNotTrack} /> : null}
      </Suspense>
    </>
  );
}
