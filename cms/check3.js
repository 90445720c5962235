const { renderPolicyDocument } = require('/work/main/cms/dist/src/policies/document/policy-document.js');
const { PDFParse } = require('pdf-parse');
const casco = { policyNumber: 'TK-2026-000123', brokerName: 'Tarkus Kindlustusmaakler', insurerName: 'Sandbox Kindlustus AS', product: 'casco', insuredObject: '123 ABC · Toyota Corolla 2018', policyholder: { name: 'Mari Õunapuu-Šmidt', code: '49403136515' }, startDate: '2026-12-01', endDate: '2027-11-30', premium: 123456, extras: [], schedule: [{ dueDate: '2026-12-01', amount: 123456 }], coverRows: [{ key: 'collision', included: true, limit: 1850000 }], deductibles: [{ key: 'main', amount: 30000 }], territory: 'baltics', issuedAt: new Date() };
(async () => {
  for (const lang of process.argv.slice(2)) {
    const pdf = await renderPolicyDocument({ ...casco }, lang);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const t = (await parser.getText()).text.slice(0, 60);
    console.log(lang, JSON.stringify(t));
    await parser.destroy();
  }
})();
