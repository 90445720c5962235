import { choiceCookie, type ConsentChoice } from './consent-choice';
import { chosen, currentChoice } from './consent-store';
import { startedScripts } from './data-layer';
import { googleConsentOf } from './google-consent';

/** Keeps the choice, tells Google's tags, and reloads when it takes back what a running script was allowed. */
export function choose(choice: ConsentChoice): void {
  const previous = currentChoice();
  document.cookie = choiceCookie(choice);
  window.gtag('consent', 'update', googleConsentOf(choice));
  const withdrawn = previous !== null && (Object.keys(choice) as Array<keyof ConsentChoice>).some((category) => previous[category] && !choice[category]);
  chosen(choice);
  if (withdrawn && startedScripts.size > 0) window.location.reload();
}
