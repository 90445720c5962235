/** GraphQL operations of a purchase that the API suites share: a login's poll, a quote, its confirmation, the cart. */
export const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
export const QUOTE = `mutation($form: String!, $input: JSON!) { requestQuote(form: $form, input: $input, language: "et") { quote { offers { id status } } rejection { code } } }`;
export const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
export const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { rejection { code } } }`;
