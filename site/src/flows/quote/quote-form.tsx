import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadQuoteApi } from '../../api-client/quotes/load-quote-api';
import { isPlate, normalizePlate } from '@kindlustus/domain/licence-plate';
import { navigate } from 'gatsby';
import { todayInTallinn } from '@kindlustus/domain/tallinn-date';
import type { FieldError, QuoteForm as QuoteFormKey } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import { useTranslation } from '../../i18n/translation';
import { usePageInfo } from '../../i18n/page-info';
import type { CompanyCheck, Quote, VehicleCheck } from '../../api-client/quotes/quote-types';
import { ErrorSummary, type SummaryItem } from '../../kit/error-summary';
import { primaryAction } from '../../kit/styles';
import { QuoteResults } from '../offers/quote-results';
import { formGone, formReady } from './form-activation';
import { loadQuoteRules } from './load-quote-rules';
import { lookUpVehicleOnce } from './early-plate-lookup';
import { loadDraft, loadQuoteId, saveDraft, saveQuoteId } from './form-draft';
import { fieldsOf, quoteFormSections, type FieldSpec } from './form-fields';
import { initialValue, isShown, readForm, revealingToggles, toQuoteInput, type RawValues } from './form-values';
import { controlId, QuoteField } from './quote-field';
import { prefillFromRenewal } from './renewal-link';
import { renewalTokenIn, withoutRenewalToken } from './renewal-param';
import { VehicleCard } from './vehicle-card';
import { CompanyCard } from './company-card';
import { warmOffersPage } from './warm-offers-page';
import { idleAfterAnswers } from './idle-after-answers';
import { startDateDefault } from './start-date-default';
import { PrivacyNoticeLink } from '../../kit/privacy-notice-link';
import { readSummary, useSessionSummary } from '../account/session-summary';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Puts values into the form's controls (they are uncontrolled: the page holds what was typed). */
function writeForm(element: HTMLFormElement, specs: FieldSpec[], values: RawValues): void {
  for (const spec of specs) {
    const value = values[spec.name];
    if (value === undefined) continue;
    const controls = element.querySelectorAll<HTMLInputElement>(`[name="${spec.name}"]`);
    controls.forEach((control) => {
      if (control.type === 'checkbox' || control.type === 'radio') {
        control.checked = Array.isArray(value) ? value.includes(control.value) : control.type === 'checkbox' ? value === true : value === control.value;
      } else if (typeof value === 'string') control.value = value;
    });
  }
}

/**
 * A product's quote form: its fields from form-fields.ts, checked on submit with the API's own rules,
 * the errors summarised at the top and by each field; every answer kept in the tab; then the offers.
 */
export default function QuoteForm({ form }: { form: QuoteFormKey }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const specs = fieldsOf(form);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [toggles, setToggles] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [summaryVersion, setSummaryVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const [quote, setQuote] = useState<{ id: string; initial: Quote | null } | null>(null);
  const [vehicle, setVehicle] = useState<VehicleCheck | null>(null);
  /** The register did not answer: make, model, year and power are asked (and sent) instead. */
  const registerDown = vehicle?.kind === 'registerDown';
  const lookedUp = useRef('');
  const startDateSpec = specs.find((spec) => spec.kind === 'date');
  /** What the start date was when the form was restored, until its default has been applied (defaultStartDate). */
  const startDateRestored = useRef<{ value: unknown } | null>(null);
  const cancelStartDate = useRef<() => void>(() => undefined);
  const [company, setCompany] = useState<CompanyCheck | null>(null);
  const companyAsked = useRef('');
  /** The field whose registry code the e-Business Register is asked about (employer health: the company; others: a policyholder code). */
  const companyField = specs.find((spec) => spec.name === 'companyCode' || spec.name === 'policyholderCode')?.name;
  /** The form's idle work waits while a register's answer is awaited (idle-after-answers.ts). */
  const [idleWork] = useState(idleAfterAnswers);

  // A registry code (8 digits; a personal code has 11) is looked up; the register's name replaces the typed one.
  const lookUpCompanyCode = (code: string) => {
    const wanted = code.trim();
    if (wanted === companyAsked.current) return;
    companyAsked.current = wanted;
    if (!/^\d{8}$/.test(wanted)) {
      setCompany(null);
      return;
    }
    void idleWork
      .awaiting(loadQuoteApi().then(({ lookUpCompany }) => lookUpCompany(wanted)))
      .then((result) => {
        if (companyAsked.current !== wanted) return;
        const check = result.ok && result.value.kind !== 'invalid' ? result.value : null;
        setCompany(check);
        const nameControl = formRef.current?.querySelector<HTMLInputElement>('input[name="companyName"]');
        if (check?.kind === 'found' && nameControl) {
          nameControl.value = check.name;
          saveDraft(form, readForm(formRef.current!, specs));
        }
      });
  };

  // Asked as soon as the plate could be one (no pause after typing): an answer for a plate since
  // changed is dropped, and a plate no kind allows is not sent at all.
  const lookUpPlate = (plate: string) => {
    const wanted = normalizePlate(plate);
    if (wanted === lookedUp.current) return;
    lookedUp.current = wanted;
    if (!isPlate(wanted)) {
      setVehicle(null);
      return;
    }
    void idleWork.awaiting(lookUpVehicleOnce(wanted)).then((result) => {
      if (lookedUp.current === wanted) setVehicle(result.ok && result.value.kind !== 'invalid' ? result.value : null);
    });
  };

  useEffect(() => warmOffersPage(form, language), [form, language]);
  // The rules checked before a quote is sent are needed at the submit only: fetched once the browser is idle after
  // the form mounted and no answer is awaited, so that building them (zod's schemas) does not delay the first
  // keystrokes' answers.
  useEffect(() => idleWork.whenIdle(() => void loadQuoteRules('background').catch(() => undefined)), [idleWork]);

  // After mount: the tab's draft comes back unless the customer already typed into the pre-rendered form;
  // a renewal link's answers become the draft first and replace what is in the form.
  useEffect(() => {
    const token = renewalTokenIn(window.location.search);
    if (!token) {
      restore(false);
      return () => {
        cancelStartDate.current();
        formGone(form);
      };
    }
    // Out of the address at once: no script on the page reads the token from it or from a referrer.
    window.history.replaceState(window.history.state, '', withoutRenewalToken(window.location.href));
    let gone = false;
    void prefillFromRenewal(form, token).then((outcome) => {
      if (gone) return;
      if (outcome.ok) setNotice(t('quote:renewalPrefilled', { policyNumber: outcome.policyNumber }));
      else {
        setProblem(t(`forms:${outcome.code}`));
        setSummaryVersion((version) => version + 1);
      }
      restore(outcome.ok);
    });
    return () => {
      gone = true;
      cancelStartDate.current();
      formGone(form);
    };
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function restore(replace: boolean) {
    const element = formRef.current!;
    const typed = readForm(element, specs);
    const draft = loadDraft(form);
    // Field by field: what the customer typed before the script came wins, the draft fills the rest. The
    // browser itself puts back some fields on a history navigation (not those with autocomplete off), so a
    // whole-form "already typed" test would drop the draft's other answers. The field the customer is in is
    // theirs too, even while still empty: a draft written into it would end up in front of what they type next.
    const focused = element.contains(document.activeElement) ? document.activeElement?.getAttribute('name') : null;
    const untouchedField = (spec: FieldSpec) => spec.name !== focused && sameValue(typed[spec.name], initialValue(spec, ''));
    const fromDraft = (spec: FieldSpec) => draft !== null && spec.name in draft && (replace || untouchedField(spec));
    const values: RawValues = Object.fromEntries(specs.map((spec) => [spec.name, (fromDraft(spec) ? draft![spec.name] : typed[spec.name])!]));
    if (!replace) fillActingFor(values);
    writeForm(element, specs, values);
    setToggles(Object.fromEntries([...revealingToggles(specs)].map((name) => [name, values[name] === true])));
    if (typeof values.plate === 'string' && values.plate) lookUpPlate(values.plate);
    if (companyField && typeof values[companyField] === 'string') lookUpCompanyCode(values[companyField] as string);
    const lastQuote = loadQuoteId(form);
    if (lastQuote && form !== 'casco') setQuote({ id: lastQuote, initial: null });
    saveDraft(form, values);
    startDateRestored.current = startDateSpec ? { value: values[startDateSpec.name] } : null;
    // The start date is set once the browser is idle with no answer awaited (or by a submit before that, as one held
    // from before the form mounted): the first Tallinn date made on a page loads the zone's rules (tens of ms on a
    // phone), which would delay the vehicle card of a plate typed while the form was mounting.
    if (formReady(form)) element.requestSubmit();
    else cancelStartDate.current = idleWork.whenIdle(() => defaultStartDate(element));
  }

  /** The start date's default (start-date-default.ts), once after the form is restored: when idle, or by a submit before. */
  function defaultStartDate(element: HTMLFormElement) {
    const restored = startDateRestored.current;
    startDateRestored.current = null;
    if (!startDateSpec || !restored || !element.isConnected) return;
    const values = readForm(element, specs);
    const today = startDateDefault(restored.value, values[startDateSpec.name], todayInTallinn());
    if (today === null) return;
    values[startDateSpec.name] = today;
    writeForm(element, [startDateSpec], values);
    saveDraft(form, values);
  }

  // A person acting for a company (chosen in the header) gets it as the policyholder or employer where nothing is typed
  // yet; the register's lookup then fills its name and shows its address. They can still change it.
  function fillActingFor(values: RawValues, actingFor = readSummary()?.actingFor): boolean {
    if (!actingFor || !companyField || values[companyField]) return false;
    values[companyField] = actingFor.registryCode;
    if (specs.some((spec) => spec.name === 'companyName') && !values.companyName) values.companyName = actingFor.name;
    return true;
  }

  // The choice can also become known (the header's check of the session) or change after the form was restored.
  const actingFor = useSessionSummary()?.actingFor ?? null;
  useEffect(() => {
    const element = formRef.current;
    if (!element || !actingFor) return;
    const values = readForm(element, specs);
    if (!fillActingFor(values, actingFor)) return;
    writeForm(element, specs, values);
    saveDraft(form, values);
    if (companyField) lookUpCompanyCode(values[companyField] as string);
    // Only when the company chosen changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actingFor?.registryCode]);

  const onInput = () => {
    const element = formRef.current;
    if (!element) return;
    const values = readForm(element, specs);
    saveDraft(form, values);
    if (typeof values.plate === 'string') lookUpPlate(values.plate);
    if (companyField && typeof values[companyField] === 'string') lookUpCompanyCode(values[companyField] as string);
  };

  const messageOf = (error: FieldError) => t(`forms:${error.code}`, { ...error.params });
  const showErrors = (found: FieldError[]) => {
    const byField: Record<string, string> = {};
    for (const error of found) {
      const name = error.field.split('.')[0] ?? '';
      if (specs.some((spec) => spec.name === name) && !byField[name]) byField[name] = messageOf(error);
    }
    setErrors(byField);
    setSummaryVersion((version) => version + 1);
    return Object.keys(byField).length;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  async function submit(element: HTMLFormElement) {
    setProblem(null);
    // The offers shown were for what was sent before: they leave the page at once, while the new ones are asked for.
    setQuote(null);
    defaultStartDate(element);
    const values = readForm(element, specs);
    saveDraft(form, values);
    const input = toQuoteInput(specs, { ...values, registerDown });
    const { checkQuote } = await loadQuoteRules();
    if (showErrors(checkQuote(form, input))) return;
    setSending(true);
    const { startQuote } = await loadQuoteApi();
    const result = await startQuote(form, input, language);
    if (!result.ok) {
      // The register went silent after the plate was checked: the vehicle's fields appear with their errors.
      if (result.rejection.code === 'vehicleDetailsNeeded' && typeof values.plate === 'string') setVehicle({ kind: 'registerDown', plate: values.plate });
      const shown = showErrors(result.rejection.errors);
      if (!shown) {
        setProblem(t(['tooManyRequests', 'deskLimitReached', 'networkError', 'companyDeleted', 'companyInLiquidation'].includes(result.rejection.code) ? `forms:${result.rejection.code}` : 'forms:submitFailed'));
        setSummaryVersion((version) => version + 1);
      }
      return;
    }
    saveQuoteId(form, result.value.id);
    if (form === 'casco') {
      // The offers page reads the quote id from the tab: it stays out of the address.
      await navigate(localizePath('cascoOffers', language));
      return;
    }
    setQuote({ id: result.value.id, initial: result.value });
  }

  // "Error: " leads the page title while errors are shown (GOV.UK), so a screen reader hears it first.
  const errorCount = Object.keys(errors).length + (problem ? 1 : 0);
  useEffect(() => {
    const prefix = `${t('forms:errorPrefix')} `;
    const title = document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
    document.title = errorCount ? prefix + title : title;
  }, [errorCount, t]);

  const summary: SummaryItem[] = [
    ...(problem ? [{ fieldId: null, message: problem }] : []),
    ...specs.filter((spec) => errors[spec.name]).map((spec) => ({ fieldId: controlId(form, spec.name), label: t(spec.label), message: errors[spec.name]! })),
  ];
  const values = { ...toggles, registerDown };

  return (
    <div>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        onChange={onInput}
        data-quote-form={form}
        data-testid="quote-form"
        aria-busy={sending}
        sx={{ display: 'grid', gap: 5, maxWidth: 720 }}
      >
        <ErrorSummary items={summary} version={summaryVersion} />
        {notice ? <p role="status" data-testid="renewal-prefilled" sx={{ m: 0, fontWeight: 'bold' }}>{notice}</p> : null}
        {quoteFormSections[form].map((section) => {
          // The register's answer ("is this your vehicle?") comes right under the plate.
          const fields = section.fields.flatMap((spec) => [
            <QuoteField
              key={spec.name}
              form={form}
              spec={spec}
              error={errors[spec.name] ?? null}
              hidden={!isShown(spec, values)}
              onToggle={(name, checked) => setToggles((current) => (revealingToggles(specs).has(name) ? { ...current, [name]: checked } : current))}
            />,
            ...(spec.name === 'plate' ? [<VehicleCard key="vehicle" check={vehicle} />] : []),
            ...(spec.name === companyField ? [<CompanyCard key="company" check={company} />] : []),
          ]);
          return section.folded ? (
            <details key={section.legend} open={section.fields.some((spec) => errors[spec.name]) || undefined} sx={{ border: '1px solid', borderColor: 'border', borderRadius: 4, p: 4 }}>
              <summary sx={{ fontWeight: 'bold', cursor: 'pointer', minHeight: 24 }}>{t(section.legend)}</summary>
              <div sx={{ display: 'grid', gap: 4, mt: 4 }}>{fields}</div>
            </details>
          ) : (
            <fieldset key={section.legend} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 4 }}>
              <legend sx={{ fontSize: 3, fontWeight: 'bold', mb: 3, p: 0 }}>{t(section.legend)}</legend>
              {fields}
            </fieldset>
          );
        })}
        <PrivacyNoticeLink />
        <div>
          <button type="submit" sx={primaryAction} disabled={sending}>
            {sending ? t('quote:loadingOffers') : t('quote:getOffers')}
          </button>
        </div>
      </form>
      {quote ? <QuoteResults key={quote.id} quoteId={quote.id} initial={quote.initial} /> : null}
    </div>
  );
}
