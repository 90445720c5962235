import { runSql } from './databases';
import { graphqlClient } from './graphql';
import { useCommerceCms } from './commerce-cms';
import { inputs } from './commerce-flows';
import { ADD, CART, CONFIRM, ORDER, PAY, QUOTE, REMOVE, SET_EXTRA, SET_SCHEDULE } from './commerce-operations';
import { until } from './waiting';

/**
 * The provider API's cart against a real CMS with its sandboxes: confirmed offers with extras and schedules
 * priced on the server, one cover per insured object, and the browser's cart merged into the customer's at login.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

// The provider API suite's title from before it was split by subject: every test keeps its full name.
describe.each(targets)('login, cart, payment and policies on %s', (target) => {
  const { url, env, smartIdLogin, nextPlate, confirmedOffer, atTheBank, loggedInWithCart, loggedInWithPlate } = useCommerceCms(target, { shared: true });

  describe('cart', () => {
    it('holds confirmed offers with their extras and schedule, priced on the server', async () => {
      const client = graphqlClient(url());
      const quote = (await client.query(QUOTE, { form: 'casco', input: { ...inputs.casco, instalments: 4 } })).data.requestQuote.quote;
      const offer = quote.offers.find((entry: any) => entry.status === 'offer' && entry.extras.some((extra: any) => extra.vatable) && entry.instalmentOptions.length > 1);
      expect(offer).toBeDefined();
      expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toEqual({ status: 409, code: 'offerNotConfirmed' });
      await client.query(CONFIRM, { id: offer.id });
      let cart = (await client.query(ADD, { id: offer.id })).data.addToCart.cart;
      const [line] = cart.lines;
      // The quote asked for 4 instalments and a replacement car, so the cart starts with them.
      expect(line.instalments).toBe(4);
      expect(line.premium).toBe(offer.instalmentOptions.find((option: any) => option.count === 4).premium);
      expect(line.schedule).toHaveLength(4);
      expect(line.schedule.reduce((sum: number, entry: any) => sum + entry.amount, 0)).toBe(line.premium);
      const car = line.extras.find((extra: any) => extra.key === 'replacementCar');
      expect(car).toMatchObject({ selected: true, days: offer.extras.find((extra: any) => extra.key === 'replacementCar').maxDays });

      const service = offer.extras.find((extra: any) => extra.vatable);
      cart = (await client.query(SET_EXTRA, { id: offer.id, key: service.key, on: true })).data.setCartExtra.cart;
      cart = (await client.query(SET_EXTRA, { id: offer.id, key: 'replacementCar', on: true, days: 5 })).data.setCartExtra.cart;
      cart = (await client.query(SET_SCHEDULE, { id: offer.id, n: 1 })).data.setCartSchedule.cart;
      const priced = cart.lines[0];
      const vatable = priced.extras.find((extra: any) => extra.key === service.key);
      expect(vatable.amount).toBe(service.price);
      expect(vatable.vat).toBe(service.price - Math.round((service.price * 10_000) / 12_400));
      expect(priced.extras.find((extra: any) => extra.key === 'replacementCar').amount).toBe(5 * priced.extras.find((extra: any) => extra.key === 'replacementCar').unitPrice);
      expect(cart.premiumTotal).toBe(offer.instalmentOptions.find((option: any) => option.count === 1).premium);
      expect(cart.total).toBe(cart.premiumTotal + cart.extrasTotal);
      expect(cart.dueNow).toBe(cart.total);
      expect(cart.vatTotal).toBe(vatable.vat);
      expect(cart.payable).toBe(true);

      expect((await client.query(SET_SCHEDULE, { id: offer.id, n: 3 })).data.setCartSchedule.rejection.code).toBe('scheduleNotAllowed');
      expect((await client.query(SET_EXTRA, { id: offer.id, key: 'jetpack', on: true })).data.setCartExtra.rejection.code).toBe('unknownExtra');
      // Adding again changes nothing: a retried request is harmless.
      expect((await client.query(ADD, { id: offer.id })).data.addToCart.cart.lines).toHaveLength(1);
      // Another browser sees an empty cart.
      expect((await graphqlClient(url()).query(CART)).data.cart).toMatchObject({ lines: [], payable: false, problems: ['empty'] });
      expect((await client.query(REMOVE, { id: offer.id })).data.removeFromCart.cart.lines).toEqual([]);
    });

    it('replaces an offer by another insurer\'s offer for the same quote', async () => {
      const client = graphqlClient(url());
      const quote = (await client.query(QUOTE, { form: 'traffic', input: inputs.traffic })).data.requestQuote.quote;
      const [first, second] = quote.offers.filter((entry: any) => entry.status === 'offer');
      for (const offer of [first, second]) {
        await client.query(CONFIRM, { id: offer.id });
        await client.query(ADD, { id: offer.id });
      }
      expect((await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id)).toEqual([second.id]);
    });

    it('covers one object once: a newer offer replaces the older in the cart and at login, and an insured object is refused', async () => {
      const plate = nextPlate();
      const anonymous = graphqlClient(url());
      const owner = graphqlClient(url());
      await smartIdLogin(owner, '40504040001');
      const older = await confirmedOffer(owner, 'traffic', undefined, { plate });
      expect((await owner.query(ADD, { id: older.id })).data.addToCart.rejection).toBeNull();

      // Three quotes for one car, as a visitor comparing again and again would make them.
      const offers = [];
      for (let round = 0; round < 3; round += 1) {
        const offer = await confirmedOffer(anonymous, 'traffic', undefined, { plate: plate.toLowerCase().replace(' ', ''), policyholderCode: '40504040001' });
        const added = (await anonymous.query(ADD, { id: offer.id })).data.addToCart;
        expect(added.rejection).toBeNull();
        expect(added.cart.lines.map((line: any) => line.offer.id)).toEqual([offer.id]);
        expect(added.replaced).toEqual(offers.slice(-1).map((earlier: any) => earlier.id));
        offers.push(offer);
      }
      // Another product for the same car is another cover.
      const casco = await confirmedOffer(anonymous, 'casco', undefined, { plate });
      expect((await anonymous.query(ADD, { id: casco.id })).data.addToCart.replaced).toEqual([]);

      expect((await smartIdLogin(anonymous, '40504040001')).outcome).toBe('ok');
      const merged = (await anonymous.query(CART)).data.cart;
      expect(merged.lines.map((line: any) => line.offer.id).sort()).toEqual([offers[2].id, casco.id].sort());
      await anonymous.query(REMOVE, { id: casco.id });

      const order = (await anonymous.query(PAY, { key: 'one-car-once-1', lang: 'en' })).data.startPayment.order;
      await atTheBank(order.paymentUrl, 'pay');
      const paid = await until('the policy', async () => {
        const current = (await anonymous.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.policies.length ? current : null;
      });
      expect(paid.policies.map((policy: any) => policy.product)).toEqual(['traffic']);

      const someoneElse = graphqlClient(url());
      const again = await confirmedOffer(someoneElse, 'traffic', undefined, { plate });
      expect((await someoneElse.query(ADD, { id: again.id })).data.addToCart.rejection).toEqual({ status: 409, code: 'objectAlreadyInsured' });
    });

    it('issues one policy when two customers pay for one car at the same time, and leaves the other payment refund due', async () => {
      const plate = nextPlate();
      const first = await loggedInWithPlate('30303039914', plate);
      const second = await loggedInWithPlate('40504040001', plate);
      const orders: any[] = [];
      for (const client of [first, second]) {
        orders.push((await client.query(PAY, { key: `same-car-${Math.random().toString(36).slice(2)}`, lang: 'et' })).data.startPayment.order);
      }
      await atTheBank(orders[0].paymentUrl, 'pay');
      await until('the first policy', async () => (await first.query(ORDER, { id: orders[0].id })).data.paymentOrder.policies.length > 0);
      const secondLine = (await second.query(CART)).data.cart;
      expect(secondLine).toMatchObject({ payable: false, problems: expect.arrayContaining(['alreadyInsured']) });
      expect(secondLine.lines.find((line: any) => line.insuredObject.startsWith(plate)).alreadyInsured).toBe(true);
      expect((await second.query(PAY, { key: 'same-car-again-1', lang: 'et' })).data.startPayment.rejection).toEqual({ status: 409, code: 'objectAlreadyInsured' });

      await atTheBank(orders[1].paymentUrl, 'pay');
      const refused = await until('the second payment', async () => {
        const current = (await second.query(ORDER, { id: orders[1].id })).data.paymentOrder;
        return current.status === 'REFUND_DUE' ? current : null;
      });
      expect(refused.policies).toEqual([]);
      expect(refused.refusedOffers).toHaveLength(1);
      expect(refused.refundAmount).toBe(orders[1].amount);
    });

    it('merges the browser\'s cart into the customer\'s at login', async () => {
      const earlier = graphqlClient(url());
      await smartIdLogin(earlier, '30303039914');
      const own = await confirmedOffer(earlier, 'home');
      await earlier.query(ADD, { id: own.id });

      const { client, offer } = await loggedInWithCart('30303039914', 'casco');
      const ids = (await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id);
      expect(ids.sort()).toEqual([own.id, offer.id].sort());
      await client.query(REMOVE, { id: own.id });
      await client.query(REMOVE, { id: offer.id });
    });

    it('leaves out of the merge an offer bought meanwhile in another browser', async () => {
      // The customer made the quote logged in here and logged out: this browser no longer reaches it.
      const earlier = graphqlClient(url());
      expect((await smartIdLogin(earlier, '30303039914')).outcome).toBe('ok');
      const offer = await confirmedOffer(earlier, 'traffic', undefined, { plate: nextPlate() });
      expect((await earlier.query('mutation { logout }')).data.logout).toBe(true);
      expect((await earlier.query(ADD, { id: offer.id })).data.addToCart.rejection).toEqual({ status: 404, code: 'offerNotFound' });
      // A cart left from before that rule (or any way a browser's cart still names it): the offer waits in it.
      // Never bought and soon out of the cart.
      const own = await confirmedOffer(earlier, 'traffic', undefined, { plate: nextPlate() });
      expect((await earlier.query(ADD, { id: own.id })).data.addToCart.rejection).toBeNull();
      const [stale] = (await runSql(env(), 'SELECT id, items FROM carts WHERE personal_code IS NULL'))
        .filter((row: any) => JSON.stringify(row.items).includes(own.id));
      if (!stale) throw new Error(`No browser's cart in the database holds the offer ${own.id}`);
      const items = JSON.stringify(typeof stale.items === 'string' ? JSON.parse(stale.items) : stale.items).split(own.id).join(offer.id);
      await runSql(env(), 'UPDATE carts SET items = $1 WHERE id = $2', [items, stale.id]);

      // Then opened it in another browser, logged in there and bought it.
      const buyer = await loggedInWithPlate('30303039914', nextPlate());
      for (const line of (await buyer.query(CART)).data.cart.lines) await buyer.query(REMOVE, { id: line.offer.id });
      expect((await buyer.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
      const order = (await buyer.query(PAY, { key: `bought-elsewhere-${Date.now()}`, lang: 'et' })).data.startPayment.order;
      await atTheBank(order.paymentUrl, 'pay');
      await until('the policy', async () => ((await buyer.query(ORDER, { id: order.id })).data.paymentOrder.policies.length ? true : null));

      expect((await smartIdLogin(earlier, '30303039914')).outcome).toBe('ok');
      const cart = (await earlier.query(CART)).data.cart;
      expect(cart.lines.map((line: any) => line.offer.id)).not.toContain(offer.id);
      expect(cart.problems).not.toContain('alreadyInsured');
    });
  });
});
