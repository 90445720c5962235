import { AriregFault, ariregRequest, readDetailAnswer, readRepresentationAnswer } from './arireg-protocol';

/*
 * The client against answers shaped as RIK's XML services send them (not as our sandbox writes them): SOAP-ENV and
 * ns1 prefixes, the *_tekstina companions, special conditions, a legal person among the persons, an ended address.
 * The representation answer carries RIK's public example, its own agency 70000310.
 */
const rikRepresentation = `<?xml version="1.0" encoding="UTF-8"?>
<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="http://arireg.x-road.eu/producer/">
  <SOAP-ENV:Body>
    <ns1:esindus_v2Response>
      <ns1:paring><ns1:ariregistri_kood>70000310</ns1:ariregistri_kood><ns1:keel>eng</ns1:keel></ns1:paring>
      <ns1:keha>
        <ns1:ettevotjad>
          <ns1:item>
            <ns1:ariregistri_kood>70000310</ns1:ariregistri_kood>
            <ns1:arinimi>Registrite ja Infosüsteemide Keskus</ns1:arinimi>
            <ns1:staatus>R</ns1:staatus>
            <ns1:staatus_tekstina>Entered into the register</ns1:staatus_tekstina>
            <ns1:oiguslik_vorm>TRAS</ns1:oiguslik_vorm>
            <ns1:oiguslik_vorm_tekstina>Agency of the Executive or other state institution</ns1:oiguslik_vorm_tekstina>
            <ns1:isikud>
              <ns1:item>
                <ns1:isiku_liik>F</ns1:isiku_liik>
                <ns1:fyysilise_isiku_eesnimi>Rivo</ns1:fyysilise_isiku_eesnimi>
                <ns1:fyysilise_isiku_perenimi>Reitmann</ns1:fyysilise_isiku_perenimi>
                <ns1:fyysilise_isiku_kood>37906094930</ns1:fyysilise_isiku_kood>
                <ns1:isikukood_riik>EST</ns1:isikukood_riik>
                <ns1:isikukoodi_riik_tekstina>Estonia</ns1:isikukoodi_riik_tekstina>
                <ns1:fyysilise_isiku_synniaeg/>
                <ns1:fyysilise_isiku_roll>JUHL</ns1:fyysilise_isiku_roll>
                <ns1:fyysilise_isiku_roll_tekstina>Management board member</ns1:fyysilise_isiku_roll_tekstina>
                <ns1:ainuesindusoigus_olemas>JAH</ns1:ainuesindusoigus_olemas>
              </ns1:item>
              <ns1:item>
                <ns1:isiku_liik>J</ns1:isiku_liik>
                <ns1:fyysilise_isiku_eesnimi/>
                <ns1:fyysilise_isiku_perenimi>Justiitsministeerium</ns1:fyysilise_isiku_perenimi>
                <ns1:fyysilise_isiku_kood>70000898</ns1:fyysilise_isiku_kood>
                <ns1:isikukood_riik>EST</ns1:isikukood_riik>
                <ns1:fyysilise_isiku_roll>KOAS</ns1:fyysilise_isiku_roll>
                <ns1:ainuesindusoigus_olemas>EI</ns1:ainuesindusoigus_olemas>
              </ns1:item>
              <ns1:item>
                <ns1:isiku_liik>F</ns1:isiku_liik>
                <ns1:fyysilise_isiku_eesnimi>Jaan</ns1:fyysilise_isiku_eesnimi>
                <ns1:fyysilise_isiku_perenimi>Tamm</ns1:fyysilise_isiku_perenimi>
                <ns1:fyysilise_isiku_kood>38001085718</ns1:fyysilise_isiku_kood>
                <ns1:isikukood_riik>EST</ns1:isikukood_riik>
                <ns1:fyysilise_isiku_roll>PROK</ns1:fyysilise_isiku_roll>
                <ns1:ainuesindusoigus_olemas>EI</ns1:ainuesindusoigus_olemas>
              </ns1:item>
            </ns1:isikud>
            <ns1:esindusoiguse_eritingimused>
              <ns1:item><ns1:sisu>Prokurist esindab ühiselt juhatuse liikmega.</ns1:sisu></ns1:item>
            </ns1:esindusoiguse_eritingimused>
          </ns1:item>
        </ns1:ettevotjad>
      </ns1:keha>
    </ns1:esindus_v2Response>
  </SOAP-ENV:Body>
</SOAP-ENV:Envelope>`;

const rikDetail = `<?xml version="1.0" encoding="UTF-8"?>
<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="http://arireg.x-road.eu/producer/">
  <SOAP-ENV:Body>
    <ns1:detailandmed_v1Response>
      <ns1:keha>
        <ns1:leitud_ettevotjate_arv>1</ns1:leitud_ettevotjate_arv>
        <ns1:ettevotjad>
          <ns1:item>
            <ns1:ariregistri_kood>70000310</ns1:ariregistri_kood>
            <ns1:nimi>Registrite ja Infosüsteemide Keskus</ns1:nimi>
            <ns1:yldandmed>
              <ns1:esmaregistreerimise_kpv>2001-06-14Z</ns1:esmaregistreerimise_kpv>
              <ns1:staatus>R</ns1:staatus>
              <ns1:staatus_tekstina>Registrisse kantud</ns1:staatus_tekstina>
              <ns1:oiguslik_vorm>TRAS</ns1:oiguslik_vorm>
              <ns1:kmkr_nr>EE100239418</ns1:kmkr_nr>
              <ns1:aadressid>
                <ns1:item>
                  <ns1:aadress_ads__ads_normaliseeritud_taisaadress>Tartu maakond, Tartu linn, Tartu linn, Lossi tn 17</ns1:aadress_ads__ads_normaliseeritud_taisaadress>
                  <ns1:lopp_kpv>2019-01-01Z</ns1:lopp_kpv>
                </ns1:item>
                <ns1:item>
                  <ns1:aadress_ads__ads_normaliseeritud_taisaadress>Tartu maakond, Tartu linn, Tartu linn, Lubja tn 4 &amp; 4a</ns1:aadress_ads__ads_normaliseeritud_taisaadress>
                  <ns1:lopp_kpv/>
                </ns1:item>
              </ns1:aadressid>
            </ns1:yldandmed>
          </ns1:item>
        </ns1:ettevotjad>
      </ns1:keha>
    </ns1:detailandmed_v1Response>
  </SOAP-ENV:Body>
</SOAP-ENV:Envelope>`;

describe('the e-Business Register client reads RIK\'s answers', () => {
  it('reads the representatives: natural persons only, JUHL with the sole right, PROK jointly', () => {
    const [company] = readRepresentationAnswer(rikRepresentation);
    expect(company).toMatchObject({ registryCode: '70000310', name: 'Registrite ja Infosüsteemide Keskus', legalForm: 'TRAS', status: 'active' });
    expect(company!.representatives).toEqual([
      { personalCode: '37906094930', givenName: 'Rivo', surname: 'Reitmann', role: 'boardMember', alone: true },
      { personalCode: '38001085718', givenName: 'Jaan', surname: 'Tamm', role: 'procurator', alone: false },
    ]);
  });

  it('reads the general data: the address in force, the VAT number, entities decoded', () => {
    expect(readDetailAnswer(rikDetail)).toEqual({
      registryCode: '70000310', name: 'Registrite ja Infosüsteemide Keskus', legalForm: 'TRAS', status: 'active',
      address: 'Tartu maakond, Tartu linn, Tartu linn, Lubja tn 4 & 4a', vatNumber: 'EE100239418',
    });
  });

  it('reads an unknown code as no company, and a SOAP fault as a fault', () => {
    expect(readDetailAnswer(rikDetail.replace(/<ns1:ettevotjad>[\s\S]*<\/ns1:ettevotjad>/, '<ns1:ettevotjad/>'))).toBeNull();
    const fault = `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>SOAP-ENV:Server</faultcode><faultstring>Vale kasutajanimi või parool</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`;
    expect(() => readRepresentationAnswer(fault)).toThrow(AriregFault);
    expect(() => readRepresentationAnswer('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toThrow();
  });

  it('asks in the register\'s own request: credentials in the body, the code escaped', () => {
    const request = ariregRequest('esindus_v2', { username: 'tarkus', password: 'p<&>' }, { personalCode: '40504040001' });
    expect(request).toContain('<prod:esindus_v2><prod:keha><prod:ariregister_kasutajanimi>tarkus</prod:ariregister_kasutajanimi><prod:ariregister_parool>p&lt;&amp;&gt;</prod:ariregister_parool>');
    expect(request).toContain('<prod:fyysilise_isiku_kood>40504040001</prod:fyysilise_isiku_kood><prod:fyysilise_isiku_koodi_riik>EST</prod:fyysilise_isiku_koodi_riik>');
    expect(ariregRequest('detailandmed_v1', { username: 'a', password: 'b' }, { registryCode: '16000019' })).toContain('<prod:yandmed>true</prod:yandmed><prod:iandmed>false</prod:iandmed>');
  });
});
