import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadActingForApi } from '../../api-client/company/load-company-api';
import type { ActingChoice } from '../../api-client/company/acting-for-api';
import type { ActingFor } from '../../api-client/login/login-types';
import { useTranslation } from '../../i18n/translation';
import { errorTextStyle, hintStyle, panelStyle, primaryButton, visuallyHidden } from '../../kit/styles';
import { actingForToggleStyle, useActingForLabel } from './acting-for-toggle';
import { rememberActingFor } from './session-summary';

/** The refusals the header explains in their own words; anything else is "it did not work, try again". */
const explained = new Set(['notRepresentative', 'companyDeleted', 'companyInLiquidation', 'companyNotFound', 'businessRegisterUnavailable', 'invalidRegistryCode', 'networkError']);

type Choices = { state: 'closed' } | { state: 'loading' } | { state: 'ready'; companies: ActingChoice[] | null };

/**
 * The header's choice of whom the logged-in person acts for: themselves (the default after every login) or a
 * company the e-Business Register says they may represent, alone or jointly. The list is asked of the register
 * only when opened; the choice is checked by the register again on the server and kept in the login's session.
 * A disclosure button and a radio group in a form: usable by keyboard, on a phone and with a screen reader.
 */
export function ActingForMenu({ actingFor }: { actingFor: ActingFor | null }) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [choices, setChoices] = useState<Choices>({ state: 'closed' });
  /** The code of the last refusal (of the list or of a choice). */
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);
  const open = choices.state !== 'closed';
  const current = useActingForLabel();

  useEffect(() => {
    if (choices.state !== 'loading') return undefined;
    let gone = false;
    void loadActingForApi()
      .then(({ fetchActingChoices }) => fetchActingChoices())
      .then((result) => {
        if (gone) return;
        if (!result.ok) setProblem(result.rejection.code);
        setChoices({ state: 'ready', companies: result.ok ? result.value.companies : [] });
      });
    return () => {
      gone = true;
    };
  }, [choices.state]);

  const close = () => {
    setChoices({ state: 'closed' });
    setProblem(null);
    toggle.current?.focus();
  };

  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).get('actingFor');
    const registryCode = typeof picked === 'string' && picked ? picked : null;
    setSending(true);
    setProblem(null);
    const result = await (await loadActingForApi()).chooseActingFor(registryCode);
    setSending(false);
    if (!result.ok) {
      setProblem(result.rejection.code);
      return;
    }
    rememberActingFor(result.value);
    setAnnouncement(t('common:actingForChosen', { current: current(result.value) }));
    close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div data-testid="acting-for" onKeyDown={onKeyDown} sx={{ display: 'contents' }}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="acting-for-toggle"
        onClick={() => (open ? close() : setChoices({ state: 'loading' }))}
        sx={actingForToggleStyle}
      >
        <span sx={visuallyHidden}>{t('common:actingForLegend')} </span>
        <span data-testid="acting-for-current">{current(actingFor)}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <p role="status" sx={visuallyHidden}>{announcement}</p>
      {open ? (
        <form id={panelId} onSubmit={choose} data-testid="acting-for-panel" sx={{ ...panelStyle, flexBasis: '100%', p: [3, 4] }}>
          <fieldset sx={{ border: 0, p: 0, m: 0 }}>
            <legend sx={{ fontWeight: 'bold', mb: 1, p: 0 }}>{t('common:actingForLegend')}</legend>
            <span sx={hintStyle}>{t('common:actingForHint')}</span>
            {choices.state === 'loading' ? <p role="status">{t('common:actingForLoading')}</p> : null}
            {problem ? (
              <p role="alert" data-testid="acting-for-problem" data-code={problem} sx={errorTextStyle}>
                {t(explained.has(problem) ? `forms:${problem}` : 'forms:submitFailed')}
              </p>
            ) : null}
            {choices.state === 'ready' && choices.companies === null ? <p role="alert" sx={errorTextStyle}>{t('forms:businessRegisterUnavailable')}</p> : null}
            {choices.state === 'ready' && choices.companies?.length === 0 ? <p>{t('common:actingForNoCompanies')}</p> : null}
            {choices.state === 'ready' ? (
              <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {[null, ...(choices.companies ?? [])].map((choice) => (
                  <li key={choice?.registryCode ?? 'self'}>
                    <label sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minHeight: 44, cursor: 'pointer', overflowWrap: 'anywhere' }}>
                      <input type="radio" name="actingFor" value={choice?.registryCode ?? ''} defaultChecked={(choice?.registryCode ?? null) === (actingFor?.registryCode ?? null)} sx={{ width: 24, height: 24, m: 0, flexShrink: 0 }} />
                      <span>
                        {choice ? `${choice.name} (${choice.registryCode})` : t('common:actingForSelf')}
                        {choice ? <span sx={{ display: 'block', fontSize: 1 }}>{t(choice.right === 'jointly' ? 'common:actingJointly' : 'common:actingAlone')}</span> : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <button type="submit" disabled={sending || choices.state !== 'ready'} data-testid="acting-for-choose" sx={{ ...primaryButton, mt: 3 }}>
            {t('common:actingForChoose')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
