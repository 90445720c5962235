import { backgroundJobWords, cartWords, companyConfirmationWords, customerSessionWords, customerWords, loginAttemptWords, offerWords, orderWords, policyWords, quoteRequestWords } from './shop-records-words';
import { componentWords } from './component-words';
import { dataRequestWords, deskCaseWords, policyConclusionWords } from './office-words';
import { jobApplicationWords, jobWords } from './careers-words';
import {
  globalWords, insuranceDocumentWords, insurerWords, integrationSettingWords, officeWords, pageWords, privacySettingWords, productWords, tariffBookWords,
} from './site-content-words';
import type { ModelWords } from './words';

/** Every content type's words, by uid. */
export const contentTypeWords: ModelWords[] = [
  deskCaseWords, policyConclusionWords, dataRequestWords,
  customerWords, orderWords, policyWords, customerSessionWords, loginAttemptWords, cartWords, quoteRequestWords, offerWords, backgroundJobWords, companyConfirmationWords,
  pageWords, productWords, globalWords, officeWords, insurerWords, insuranceDocumentWords, tariffBookWords, integrationSettingWords, privacySettingWords,
  jobWords, jobApplicationWords,
];

export { componentWords };
