import { lazy, Suspense, useEffect } from 'react';
import ConsentBanner from './consent-banner';
import { declinedChoice } from './consent-choice';
import { loadConsent, useConsent } from './consent-store';
import { anyScriptId, type ScriptIds } from './script-ids';

const ConsentDialog = lazy(() => import(/* webpackChunkName: "consent-settings" */ './consent-dialog'));

/**
 * On every page (in the site frame): after hydration, reads the stored choice; asks with the banner
 * when there is none and some outside script has an id (the banner is in the pre-rendered page); starts the scripts the choice allows (their
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
  // Pre-rendered for every first visit, so it paints with the page instead of arriving late over it
  // (the head script hides it for a visitor who chose before); once the stored choice is read, it
  // stays only while there is none.
  if (!consent.ready) return anyScriptId(ids) ? <ConsentBanner doNotTrack={false} /> : null;
  return (
    <>
      {consent.choice === null && anyScriptId(ids) ? <ConsentBanner doNotTrack={consent.doNotTrack} /> : null}
      <Suspense fallback={null}>
        {consent.settingsOpen ? <ConsentDialog choice={choice} doNotTrack={consent.doNotTrack} /> : null}
      </Suspense>
    </>
  );
}
