import { readFileSync } from 'fs';
import path from 'path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ApplicationFormView } from '../content/types';
import ApplicationForm from './application-form';
import type { GreCaptcha } from './captcha';

jest.mock('gatsby', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));

// The real English UI texts of the seed: the messages a visitor reads.
const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../../cms/src/seed/content/en.json'), 'utf8')) as {
  global: { uiTexts: Record<string, Record<string, string>> };
};
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: en.global.uiTexts }, interpolation: { escapeValue: false } });
const text = (ns: string, key: string) => en.global.uiTexts[ns]![key]!;

const block = (captcha = { siteKey: 'site-key', version: '2' }): ApplicationFormView => ({
  kind: 'blocks.application-form',
  heading: 'Application form',
  intro: null,
  captcha,
  terms: { keepDays: 365, cvMaxMb: 10, cvTypes: ['pdf', 'doc', 'docx', 'txt', 'rtf'] },
  jobs: [
    { documentId: 'job-1', title: 'Insurance advisor', slug: 'insurance-advisor', summary: '', location: 'Tartu', department: null, employmentType: 'full-time', datePosted: '2026-11-01', validThrough: '2026-12-31' },
    { documentId: 'job-2', title: 'Claims handler', slug: 'claims-handler', summary: '', location: 'Tallinn', department: null, employmentType: 'full-time', datePosted: '2026-11-01', validThrough: '2026-12-31' },
  ],
});

/** A stand-in for Google's script: the test decides what each execute does. */
const widget = {
  params: null as null | Record<string, unknown>,
  onExecute: (params: Record<string, unknown>) => (params.callback as (token: string) => void)('token-1'),
};
const fakeApi: GreCaptcha = {
  render: (_container, params) => {
    widget.params = params as unknown as Record<string, unknown>;
    return 0;
  },
  reset: () => undefined,
  execute: () => widget.onExecute(widget.params!),
};

const captchaScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
function scriptLoads() {
  window.grecaptcha = fakeApi;
  // Only the first test that loads the script settles it; later forms reuse the loaded script.
  act(() => (window as unknown as Record<string, (() => void) | undefined>).__captchaScriptLoaded?.());
}

function showForm(captcha?: { siteKey: string; version: string }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ApplicationForm block={block(captcha)} />
    </I18nextProvider>,
  );
}

function fillIn() {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^First name/, 'Mari');
  type(/^Last name/, 'Maasikas');
  type(/^E-mail/, 'mari@example.ee');
  type(/^Phone/, '+372 5123 4567');
  type(/^Cover letter/, 'I would like to join.');
  const cv = new File(['%PDF-1.4 a CV'], 'cv.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText(/^CV/), { target: { files: [cv] } });
  fireEvent.click(screen.getByLabelText(/processes my personal data/));
}
/** What fetch resolves with (jsdom has no Response): a text body is not JSON. */
const answer = (status: number, body: unknown) => ({
  status,
  json: async () => {
    if (typeof body === 'string') throw new SyntaxError('Unexpected token');
    return body;
  },
});
const submit = () => fireEvent.click(screen.getByRole('button', { name: text('careers', 'apply') }));

describe('the job application form', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState({}, '', '/en/karjaar/kandideeri/');
  });
  afterEach(() => jest.restoreAllMocks());

  it("says 'No key provided' when the CMS has no site key, and loads no script", () => {
    showForm({ siteKey: '', version: '2' });
    expect(screen.getByRole('alert')).toHaveTextContent(text('captcha', 'noKey'));
    expect(captchaScript()).toBeNull();
  });

  it("says 'No version provided' when the CMS has no captcha version", () => {
    showForm({ siteKey: 'site-key', version: '' });
    expect(screen.getByRole('alert')).toHaveTextContent(text('captcha', 'noVersion'));
  });

  it("says 'Failed to load script' when the captcha script does not load, and keeps what was typed", async () => {
    showForm();
    fillIn();
    act(() => void captchaScript()!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('captcha', 'failedToLoad'));
    // Sending tries the script again (the network may be back); it fails again here.
    submit();
    await waitFor(() => expect(captchaScript()).not.toBeNull());
    act(() => void captchaScript()!.dispatchEvent(new Event('error')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('captcha', 'failedToLoad')));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Mari');
  });

  it('loads the script with explicit rendering in the page language and renders an invisible widget', async () => {
    showForm();
    const src = new URL(captchaScript()!.src);
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('hl')).toBe('et');
    scriptLoads();
    await waitFor(() => expect(widget.params).toMatchObject({ sitekey: 'site-key', size: 'invisible' }));
  });

  it('shows localized messages for every missing field, focuses the first and sends nothing', async () => {
    showForm();
    scriptLoads();
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    expect(screen.getAllByText(text('forms', 'required'))).toHaveLength(4);
    expect(screen.getByText(text('forms', 'fileRequired'))).toBeInTheDocument();
    expect(screen.getByText(text('forms', 'consentRequired'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prefixes every field's error with the hidden 'Error:' the other forms give screen readers", async () => {
    showForm();
    scriptLoads();
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    const prefix = text('forms', 'errorPrefix');
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(`${prefix} ${text('forms', 'required')}`);
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(`${text('careers', 'cvHint')} ${prefix} ${text('forms', 'fileRequired')}`);
    expect(screen.getByLabelText(/processes my personal data/)).toHaveAccessibleDescription(`${prefix} ${text('forms', 'consentRequired')}`);
    expect(screen.getByLabelText(/processes my personal data/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a CV whose content is not what its name says, before sending', async () => {
    showForm();
    scriptLoads();
    fillIn();
    fireEvent.change(screen.getByLabelText(/^CV/), { target: { files: [new File(['MZ not a pdf'], 'cv.pdf')] } });
    submit();
    expect(await screen.findByText('Allowed file types: pdf, doc, docx, txt, rtf.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to execute' when the captcha cannot run, and sends again after a retry", async () => {
    showForm();
    scriptLoads();
    fillIn();
    widget.onExecute = (params) => (params['error-callback'] as () => void)();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text('captcha', 'failedToExecute'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Cover letter/)).toHaveValue('I would like to join.');

    widget.onExecute = (params) => (params.callback as (token: string) => void)('token-2');
    fetchMock.mockResolvedValue(answer(201, { id: 'app-1' }));
    submit();
    expect(await screen.findByText(text('careers', 'applicationSent'))).toBeInTheDocument();
  });

  it('sends the fields, the job chosen in the address, the token and the CV; then confirms', async () => {
    window.history.replaceState({}, '', '/en/karjaar/kandideeri/?job=job-2');
    showForm();
    scriptLoads();
    expect(screen.getByLabelText(/^Open positions/)).toHaveValue('job-2');
    fillIn();
    widget.onExecute = (params) => (params.callback as (token: string) => void)('token-3');
    fetchMock.mockResolvedValue(answer(201, { id: 'app-2' }));
    submit();
    const confirmation = await screen.findByTestId('application-sent');
    expect(confirmation).toHaveTextContent(text('careers', 'applicationSentText'));
    expect(screen.getByRole('heading', { name: text('careers', 'applicationSent') })).toHaveFocus();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/job-applications');
    const sent = init.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      firstName: 'Mari', lastName: 'Maasikas', email: 'mari@example.ee', phone: '+372 5123 4567', jobId: 'job-2',
      consentProcessing: 'true', consentRetention: 'false', language: 'et', captchaToken: 'token-3',
    });
    expect((sent.get('cv') as File).name).toBe('cv.pdf');
  });

  it("shows the server's field errors and its failures without losing anything typed", async () => {
    showForm();
    scriptLoads();
    fillIn();
    widget.onExecute = (params) => (params.callback as (token: string) => void)('token-4');
    fetchMock.mockResolvedValueOnce(answer(413, { code: 'invalidInput', errors: [{ field: 'cv', code: 'fileTooLarge', params: { maxMb: 10 } }] }));
    submit();
    expect(await screen.findByText('The file is too large (at most 10 MB).')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer(502, 'Bad gateway'));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text('careers', 'applicationFailed'));

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text('forms', 'networkError')));
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('mari@example.ee');
    expect(screen.getByLabelText(/processes my personal data/)).toBeChecked();
    expect((screen.getByLabelText(/^CV/) as HTMLInputElement).files?.[0]?.name).toBe('cv.pdf');
  });

  it('shows the captcha notice with links to Google’s Privacy Policy and Terms of Service', () => {
    showForm();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', text('captcha', 'privacyUrl'));
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', text('captcha', 'termsUrl'));
    expect(screen.getByTestId('captcha-notice')).toHaveTextContent('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
  });
});
