import { cvProblem, validateApplication } from './job-application';

const valid = {
  firstName: 'Mari', lastName: 'Õunapuu', email: 'mari@example.ee', phone: '+372 5123 4567',
  jobId: 'abc123', coverLetter: 'Tere!', linkedinUrl: 'https://www.linkedin.com/in/mari', consentProcessing: true, language: 'ru',
};
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('validateApplication', () => {
  it('accepts a complete application and reads checkbox values', () => {
    const result = validateApplication({ ...valid, consentRetention: 'on' });
    expect(result).toEqual({ ok: true, value: { ...valid, consentProcessing: true, consentRetention: true } });
    expect(validateApplication({ ...valid, linkedinUrl: undefined, jobId: undefined })).toMatchObject({ ok: true, value: { linkedinUrl: '', jobId: '', consentRetention: false } });
  });

  it('names each bad field with a code', () => {
    const result = validateApplication({ ...valid, firstName: ' ', email: 'mari@', phone: 'abc', linkedinUrl: 'https://evil.example/in/x', consentProcessing: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'firstName:required', 'email:invalidEmail', 'phone:invalidPhone', 'linkedinUrl:invalidUrl', 'consentProcessing:consentRequired',
    ]);
    expect(validateApplication({ ...valid, email: `${'a'.repeat(250)}@example.ee` })).toMatchObject({ ok: false, errors: [{ field: 'email', code: 'tooLong' }] });
  });
});

describe('cvProblem', () => {
  it('wants a non-empty file of an allowed type up to 10 MB whose content matches its name', () => {
    expect(cvProblem(null)).toEqual({ field: 'cv', code: 'fileRequired' });
    expect(cvProblem({ name: 'cv.pdf', size: 0 })).toMatchObject({ code: 'fileEmpty' });
    expect(cvProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toMatchObject({ code: 'fileTooLarge', params: { maxMb: 10 } });
    expect(cvProblem({ name: 'cv.exe', size: 10 })).toMatchObject({ code: 'fileType' });
    expect(cvProblem({ name: 'cv.pdf', size: 10, head: bytes(0x4d, 0x5a) })).toMatchObject({ code: 'fileType' });
    expect(cvProblem({ name: 'CV.PDF', size: 10, head: bytes(0x25, 0x50, 0x44, 0x46, 0x2d) })).toBeNull();
    expect(cvProblem({ name: 'cv.docx', size: 10, head: bytes(0x50, 0x4b, 0x03, 0x04) })).toBeNull();
    expect(cvProblem({ name: 'cv.txt', size: 3, head: bytes(0x41, 0x00, 0x42) })).toMatchObject({ code: 'fileType' });
  });
});
