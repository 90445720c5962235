#!/usr/bin/env bash
# Makes the sandbox's e-ID identities: a sandbox CA and one certificate with its key per public demo
# personal code. Sandbox-only material (like SK's demo environment): never trusted in production.
# Run once; the results are committed so that nothing is generated at install time.
set -euo pipefail
cd "$(dirname "$0")/identities"
openssl ecparam -name prime256v1 -genkey -noout -out ca.key
openssl req -x509 -new -key ca.key -sha256 -days 3650 -subj "/C=EE/O=Tarkus Sandbox/CN=Tarkus e-ID Sandbox CA" -out ca.pem
while read -r code given surname; do
  openssl ecparam -name prime256v1 -genkey -noout -out "$code.key"
  openssl req -new -utf8 -key "$code.key" -subj "/C=EE/CN=$surname\\,$given\\,PNOEE-$code/SN=$surname/GN=$given/serialNumber=PNOEE-$code" -out "$code.csr"
  openssl x509 -req -in "$code.csr" -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -sha256 -out "$code.pem"
  rm "$code.csr"
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
