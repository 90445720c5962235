#!/usr/bin/env bash
# Makes the sandbox's e-ID identities: a sandbox CA and one certificate with its key per public demo
# personal code. Sandbox-only material (like SK's demo environment): never trusted in production.
# Run once; the results are committed so that nothing is generated at install time.
set -euo pipefail
cd "$(dirname "$0")/identities"
# The CA and each key are made only when missing, so that a rerun reissues certificates with the same keys.
if [ ! -f ca.key ] || [ ! -f ca.pem ]; then
  openssl ecparam -name prime256v1 -genkey -noout -out ca.key
  openssl req -x509 -new -key ca.key -sha256 -days 3650 -subj "/C=EE/O=Tarkus Sandbox/CN=Tarkus e-ID Sandbox CA" -out ca.pem
fi
# Mobile-ID's and the ID card's authentication certificate profile, which the CMS requires of a login
# (authentication-certificate-purpose.ts): key usage digitalSignature, extended key usage clientAuth.
# A certificate is made when missing, not chaining to ca.pem or without that profile.
authentication_profile='keyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n'
has_authentication_profile() {
  openssl verify -CAfile ca.pem "$1" >/dev/null 2>&1 \
    && openssl x509 -in "$1" -noout -ext extendedKeyUsage 2>/dev/null | grep -q 'TLS Web Client Authentication'
}
while read -r code given surname; do
  if [ -f "$code.pem" ] && has_authentication_profile "$code.pem"; then continue; fi
  [ -f "$code.key" ] || openssl ecparam -name prime256v1 -genkey -noout -out "$code.key"
  openssl req -new -utf8 -key "$code.key" -subj "/C=EE/CN=$surname\\,$given\\,PNOEE-$code/SN=$surname/GN=$given/serialNumber=PNOEE-$code" -out "$code.csr"
  printf "$authentication_profile" > ext.cnf
  openssl x509 -req -in "$code.csr" -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -sha256 -extfile ext.cnf -out "$code.pem"
  rm "$code.csr" ext.cnf
done <<'IDS'
30303039914 OK TESTNUMBER
40504040001 OK TESTNUMBER
30403039917 REFUSED TESTNUMBER
30403039972 WRONGVC TESTNUMBER
30403039983 TIMEOUT TESTNUMBER
61101012257 UNDERAGE TESTNUMBER
60001019906 MARY ÄNN
IDS
rm -f ca.srl

# Added later, generated on its own so that the identities above stay as they are: REVOKED TESTNUMBER
# (38001085718), whose certificate the sandbox OCSP responder (web-eid-sandbox.ts) reports revoked. Its
# serial is fixed (0x5245564F4B4544, "REVOKED") because the sandbox lists it. Made like those above.
if ! { [ -f 38001085718.pem ] && [ -f 38001085718.key ] && has_authentication_profile 38001085718.pem; }; then
  [ -f 38001085718.key ] || openssl ecparam -name prime256v1 -genkey -noout -out 38001085718.key
  openssl req -new -utf8 -key 38001085718.key -subj "/C=EE/CN=TESTNUMBER\\,REVOKED\\,PNOEE-38001085718/SN=TESTNUMBER/GN=REVOKED/serialNumber=PNOEE-38001085718" -out 38001085718.csr
  printf "$authentication_profile" > ext.cnf
  openssl x509 -req -in 38001085718.csr -CA ca.pem -CAkey ca.key -set_serial 0x5245564F4B4544 -days 3650 -sha256 -extfile ext.cnf -out 38001085718.pem
  rm 38001085718.csr ext.cnf
fi

# Smart-ID keys are RSA (v2 signs PKCS#1 v1.5, v3 RSASSA-PSS), so the Smart-ID demo identities have RSA
# keys of their own (in smart-id/; the EC ones above serve Mobile-ID and the ID card), issued by the same
# sandbox CA to the same names, with the extensions of SK's Smart-ID authentication certificates (the v3
# client checks them): key usage digitalSignature, SK's Smart-ID
# authentication extended key usage, the qualified Smart-ID policy and NCP+. A key is made only when
# missing; a certificate when missing, not chaining to ca.pem or without that extended key usage.
mkdir -p smart-id
while read -r code given surname; do
  if [ -f "smart-id/$code.pem" ] && openssl verify -CAfile ca.pem "smart-id/$code.pem" >/dev/null 2>&1 \
    && openssl x509 -in "smart-id/$code.pem" -noout -ext extendedKeyUsage 2>/dev/null | grep -q 1.3.6.1.4.1.62306.5.7.0; then continue; fi
  [ -f "smart-id/$code.key" ] || openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "smart-id/$code.key"
  openssl req -new -utf8 -key "smart-id/$code.key" -subj "/C=EE/CN=$surname\\,$given\\,PNOEE-$code/SN=$surname/GN=$given/serialNumber=PNOEE-$code" -out "smart-id/$code.csr"
  printf 'keyUsage=critical,digitalSignature\nextendedKeyUsage=1.3.6.1.4.1.62306.5.7.0\ncertificatePolicies=1.3.6.1.4.1.10015.17.2,0.4.0.2042.1.2\n' > smart-id/ext.cnf
  openssl x509 -req -in "smart-id/$code.csr" -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -sha256 -extfile smart-id/ext.cnf -out "smart-id/$code.pem"
  rm "smart-id/$code.csr" smart-id/ext.cnf
done <<'IDS'
30303039914 OK TESTNUMBER
40504040001 OK TESTNUMBER
30403039917 REFUSED TESTNUMBER
30403039972 WRONGVC TESTNUMBER
30403039983 TIMEOUT TESTNUMBER
61101012257 UNDERAGE TESTNUMBER
IDS
rm -f ca.srl

# Added later, on its own like the ID card's above: a Smart-ID REVOKED TESTNUMBER (38001085735, not the ID card's
# 38001085718, which has no Smart-ID account) whose Smart-ID certificate the sandbox OCSP responder
# (web-eid-sandbox.ts) reports revoked. Its serial is fixed (0x534944524556, "SIDREV") because the sandbox lists it.
if ! { [ -f smart-id/38001085735.pem ] && [ -f smart-id/38001085735.key ] \
  && openssl x509 -in smart-id/38001085735.pem -noout -ext extendedKeyUsage 2>/dev/null | grep -q 1.3.6.1.4.1.62306.5.7.0; }; then
  [ -f smart-id/38001085735.key ] || openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out smart-id/38001085735.key
  openssl req -new -utf8 -key smart-id/38001085735.key -subj "/C=EE/CN=TESTNUMBER\\,REVOKED\\,PNOEE-38001085735/SN=TESTNUMBER/GN=REVOKED/serialNumber=PNOEE-38001085735" -out smart-id/38001085735.csr
  printf 'keyUsage=critical,digitalSignature\nextendedKeyUsage=1.3.6.1.4.1.62306.5.7.0\ncertificatePolicies=1.3.6.1.4.1.10015.17.2,0.4.0.2042.1.2\n' > smart-id/ext.cnf
  openssl x509 -req -in smart-id/38001085735.csr -CA ca.pem -CAkey ca.key -set_serial 0x534944524556 -days 3650 -sha256 -extfile smart-id/ext.cnf -out smart-id/38001085735.pem
  rm smart-id/38001085735.csr smart-id/ext.cnf
fi
