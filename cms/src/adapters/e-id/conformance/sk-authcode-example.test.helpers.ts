// SK's published Smart-ID authCode example, shared by the device-link tests. Excluded from the build (*.test.*).
// SK-EID/smart-id-documentation, docs/rp-api/3.1.7/authcode.html ("authCode calculation") and
// docs/rp-api/device_link_flows.html ("Device link flows"): one session used throughout.
export const sk = {
  sessionSecret: 'B98ODiVCebRedSwdTk51zFSaGYyHtY1H2A0ocAi3/Ps=',
  rpChallenge: 'GYS+yoah6emAcVDNIajwSs6UB/M95XrDxMzXBUkwQJ9YFDipXXzGpPc7raWcuc2+TEoRc7WvIZ/7dU/iRXenYg==',
  relyingPartyName: 'DEMO',
  brokeredRpName: 'Example RP',
  interactions:
    'W3sidHlwZSI6ImNvbmZpcm1hdGlvbk1lc3NhZ2UiLCJkaXNwbGF5VGV4dDIwMCI6IkxvbmdlciBkZXNjcmlwdGlvbiBvZiB0aGUgdHJhbnNhY3Rpb24gY29udGV4dCJ9LHsidHlwZSI6ImRpc3BsYXlUZXh0QW5kUElOIiwiZGlzcGxheVRleHQ2MCI6IlNob3J0IGRlc2NyaXB0aW9uIG9mIHRoZSB0cmFuc2FjdGlvbiBjb250ZXh0In1d',
  initialCallbackUrl: 'https://rp.example.com/callback-url?value=RrKjjT4aggzu27YBddX1bQ',
  deviceLinkBase: 'https://smart-id.com/device-link',
  sessionToken: 'wGIrqveE6AuGDATZKmR1mtAZ',
  // device_link_flows.html, Example 4 "QR link (authentication session)"; authcode.html, Example 7 "authCode parameter".
  qrLink:
    'https://smart-id.com/device-link?deviceLinkType=QR&elapsedSeconds=22&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng&authCode=OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0',
  web2AppUnprotected: 'https://smart-id.com/device-link?deviceLinkType=Web2App&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng',
};
