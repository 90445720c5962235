import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as cartOperations from '../../../site/src/api-client/cart/cart-operations';
import * as loginOperations from '../../../site/src/api-client/login/login-operations';
import * as paymentOperations from '../../../site/src/api-client/payment/payment-operations';
import * as policiesOperations from '../../../site/src/api-client/policies/policies-operations';
import * as privacyOperations from '../../../site/src/api-client/privacy/privacy-operations';
import * as quoteOperations from '../../../site/src/api-client/quotes/quote-operations';
import type { RandomInput } from './random-input';

/** encodeURIComponent of any string, lone surrogates included (as a browser would: U+FFFD). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

/** One request to a public endpoint: path, method, headers and body as sent. */
export interface FuzzRequest {
  endpoint: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
  /** Must be refused with a 4xx: it reaches nothing that runs. */
  refused?: true;
}

const json = { 'content-type': 'application/json', origin: 'http://localhost:8000' };

/** The site's own operations: real documents whose variables the fuzzer fills with bad values. */
const operations = [...[loginOperations, cartOperations, paymentOperations, policiesOperations].flatMap((operations) => Object.values(operations)), ...Object.values(quoteOperations), ...Object.values(privacyOperations)]
  .filter((document): document is DocumentNode => (document as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
  .flatMap((document) => {
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    return operation ? [{ query: print(document), variables: (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value) }] : [];
  });

const nested = (levels: number) => `{ ${'me { '.repeat(levels)}id${' }'.repeat(levels)} }`;

function graphqlQuery(random: RandomInput): string {
  switch (random.int(8)) {
    case 0: return nested(5 + random.int(1500));
    case 1: return `{ ${Array.from({ length: 1 + random.int(400) }, (_, index) => `a${index}: vehicle(plate: "123ABC") { make }`).join(' ')} }`;
    case 2: return 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
    case 3: return `{ ${'__typename '.repeat(random.int(6000))} }`;
    case 4: return random.string();
    case 5: return `query Q($x: ${random.pick(['String', 'Int!', '[[[ID]]]', 'JSON', 'Bogus'])}) { vehicle(plate: $x) { make } }`;
    case 6: return `mutation { ${random.pick(['startQuote', 'confirmOffer', 'startPayment', 'logout', 'addToCart'])}(${random.string().replace(/[{}()]/g, '')}) }`;
    default: return getIntrospectionLike(random);
  }
}

const getIntrospectionLike = (random: RandomInput) => random.pick(['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']);

/** A JSON body over the 256 kB limit, sometimes far over: refused before it is read, on a pooled connection the next request reuses. */
const oversized = (random: RandomInput, wrap: (padding: string) => unknown) => JSON.stringify(wrap('x'.repeat(256 * 1024 + random.int(3_000_000))));

/** The ways the operation can travel other than a JSON POST to the endpoint: each must be refused, never run unchecked. */
function graphqlElsewhere(random: RandomInput): FuzzRequest {
  const query = encode(graphqlQuery(random).slice(0, 3000));
  const decoy = encode(random.pick(['{ __typename }', random.string().slice(0, 100)]));
  const search = random.pick([`query=${query}&query[]=${decoy}`, `query[]=${query}`, `query=${query}&query=${decoy}`, `query[0]=${query}&query[1]=${decoy}`, `query=${query}&operationName=${decoy}`]);
  const body = JSON.stringify({ query: random.pick(['{ __typename }', graphqlQuery(random)]) });
  const request = (path: string, method: string): FuzzRequest =>
    ({ endpoint: 'graphql', path, method, headers: { ...json, 'apollo-require-preflight': '1' }, body: method === 'GET' || method === 'HEAD' ? undefined : body, refused: true });
  switch (random.int(4)) {
    case 0: return request(`/api/graphql?${search}`, 'GET');
    case 1: return request(`/api/graphql?${search}`, 'POST');
    case 2: return request(random.pick(['/api/graphql/', '/API/GraphQL', '/api/Graphql//']), random.pick(['GET', 'POST']));
    default: return request('/api/graphql', random.pick(['PUT', 'PATCH', 'DELETE', 'HEAD']));
  }
}

function graphqlRequest(random: RandomInput): FuzzRequest {
  const base = { endpoint: 'graphql', path: '/api/graphql', method: 'POST', headers: json };
  const kind = random.int(13);
  if (kind === 10) return graphqlElsewhere(random);
  if (kind === 11) return { ...base, refused: true, body: JSON.stringify({ query: random.pick(['subscription { paymentEmail }', `query A { paymentEmail } subscription B { ${random.pick(['me { id }', 'paymentEmail'])} }`]), operationName: random.pick(['A', 'B', undefined]) }) };
  if (kind === 12) return { ...base, refused: true, body: oversized(random, (padding) => ({ query: '{ __typename }', variables: { padding } })) };
  if (kind < 5) {
    // A real operation with wrong, missing, extra or hostile variables.
    const operation = random.pick(operations);
    const variables: Record<string, unknown> = {};
    for (const name of operation.variables) if (random.chance(0.8)) variables[name] = random.value();
    if (random.chance(0.2)) variables[random.string().slice(0, 50)] = random.value();
    const body = random.chance(0.1) ? { query: operation.query, variables: random.value(), operationName: random.value(1) } : { query: operation.query, variables };
    return { ...base, body: JSON.stringify(body) };
  }
  if (kind === 5) return { ...base, body: JSON.stringify(Array.from({ length: 1 + random.int(20) }, () => ({ query: random.pick(operations).query }))) };
  if (kind === 6) return { ...base, body: random.pick([() => JSON.stringify(random.value(4)), () => random.string(), () => `{"query":"{ __typename }","variables":${random.deepText()}}`])() };
  if (kind === 7) return { ...base, headers: { ...json, 'content-type': random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/graphql', 'multipart/form-data']) }, body: graphqlQuery(random) };
  if (kind === 8) return { ...base, method: 'GET', path: `/api/graphql?query=${encode(graphqlQuery(random).slice(0, 4000))}&variables=${encode(random.string().slice(0, 500))}`, body: undefined };
  return { ...base, body: JSON.stringify({ query: graphqlQuery(random), variables: random.chance(0.5) ? random.value() : {} }) };
}

function notificationRequest(random: RandomInput): FuzzRequest {
  const token = random.pick([
    () => random.string(),
    () => `${Buffer.from(JSON.stringify(random.value(2))).toString('base64url')}.${Buffer.from(JSON.stringify(random.value(2))).toString('base64url')}.${random.string()}`,
    () => random.value(),
  ])();
  if (random.chance(0.05)) return { endpoint: 'payment notification', path: '/api/payments/notification', method: 'POST', headers: { 'content-type': 'application/json' }, refused: true, body: oversized(random, (padding) => ({ orderToken: padding })) };
  const body = random.chance(0.7) ? JSON.stringify({ orderToken: token }) : random.pick([() => JSON.stringify(random.value(4)), () => random.string(), () => random.deepText()])();
  return { endpoint: 'payment notification', path: '/api/payments/notification', method: 'POST', headers: { 'content-type': random.pick(['application/json', 'text/plain', 'application/json; charset=utf-16']) }, body };
}

function policyDocumentRequest(random: RandomInput): FuzzRequest {
  const id = encode(random.string().slice(0, 300)) || '%20';
  return { endpoint: 'policy document', path: `/api/policies/${id}/document${random.chance(0.3) ? `?${encode(random.string().slice(0, 100))}=1` : ''}`, method: 'GET', headers: { cookie: `__Host-customer_session=${encode(random.string().slice(0, 200))}` } };
}

const applicationFields = ['firstName', 'lastName', 'email', 'phone', 'jobId', 'coverLetter', 'linkedinUrl', 'consentProcessing', 'consentRetention', 'language', 'captchaToken'];

function applicationRequest(random: RandomInput): FuzzRequest {
  const base = { endpoint: 'job application', path: '/api/job-applications', method: 'POST' };
  if (random.chance(0.3)) {
    // Malformed multipart: a wrong or missing boundary, a cut-off part, a bogus header.
    const boundary = random.pick(['x', '', '"', 'a'.repeat(200), random.string().slice(0, 70)]);
    const body = random.pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMari`,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${random.string().slice(0, 100)}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--`,
      `--other\r\n\r\n${random.string()}\r\n--other--`,
      random.string(),
    ]);
    // A header carries bytes: an odd boundary goes as its UTF-8 bytes, as a raw client would send it (fetch takes only Latin-1 strings).
    const headerBoundary = Buffer.from(boundary, 'utf8').toString('latin1');
    return { ...base, headers: { 'content-type': `multipart/form-data${random.chance(0.8) ? `; boundary=${headerBoundary}` : ''}` }, body };
  }
  if (random.chance(0.15)) return { ...base, headers: json, body: JSON.stringify(random.value(3)) };
  const form = new FormData();
  for (const field of applicationFields) if (random.chance(0.8)) form.append(random.chance(0.95) ? field : random.string().slice(0, 50), random.string().slice(0, 20_000));
  if (random.chance(0.7)) {
    const content = random.pick([new Uint8Array(0), new TextEncoder().encode('%PDF-1.4 fake'), new TextEncoder().encode(random.string()), new Uint8Array(1 + random.int(300_000))]);
    form.append('cv', new Blob([content], { type: random.pick(['application/pdf', 'text/plain', 'image/svg+xml', '', 'application/x-msdownload']) }), random.pick(['cv.pdf', 'cv.exe', '../../x.pdf', '', random.string().slice(0, 300)]));
  }
  return { ...base, headers: {}, body: form };
}

const contentPaths = ['/api/pages', '/api/products', '/api/jobs', '/api/offices', '/api/global', '/api/integration-setting', '/api/job-applications/terms'];
const queryKeys = ['locale', 'status', 'populate', 'populate[0]', 'populate[blocks][populate]', 'filters[slug][$eq]', 'filters[$or][0][id][$gt]', 'filters[password][$notNull]',
  'sort', 'sort[0]', 'pagination[pageSize]', 'pagination[page]', 'pagination[limit]', 'fields[0]', 'publicationState', 'filters[createdBy][email][$contains]'];

function contentRequest(random: RandomInput): FuzzRequest {
  let path = random.pick(contentPaths);
  if (random.chance(0.3)) path += `/${encode(random.string().slice(0, 200)) || 'x'}`;
  const query = Array.from({ length: random.int(5) }, () => `${encode(random.chance(0.8) ? random.pick(queryKeys) : random.string().slice(0, 80))}=${encode(random.chance(0.5) ? random.string().slice(0, 300) : String(random.number()))}`);
  if (random.chance(0.05)) query.push(`${'populate[a]'.repeat(200)}=*`);
  const method = random.chance(0.85) ? 'GET' : random.pick(['POST', 'PUT', 'DELETE', 'PATCH']);
  return { endpoint: 'content API', path: `${path}${query.length ? `?${query.join('&')}` : ''}`, method, headers: method === 'GET' ? {} : json, body: method === 'GET' ? undefined : JSON.stringify({ data: random.value() }) };
}

/** The endpoints and how often each is picked. */
const generators: [weight: number, make: (random: RandomInput) => FuzzRequest][] = [
  [5, graphqlRequest], [2, notificationRequest], [1, policyDocumentRequest], [2, applicationRequest], [2, contentRequest],
];

export function fuzzRequest(random: RandomInput): FuzzRequest {
  let roll = random.int(generators.reduce((sum, [weight]) => sum + weight, 0));
  for (const [weight, make] of generators) {
    if (roll < weight) return make(random);
    roll -= weight;
  }
  return graphqlRequest(random);
}
