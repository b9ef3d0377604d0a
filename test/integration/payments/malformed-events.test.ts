import { describe, expect, it } from 'vitest';
import { captured, logLines } from '../../support/log-capture';
import { deliver } from './stripe-events';

const signedEvent = (type: string, data: unknown) =>
  JSON.stringify({
    id: `evt_bad_${type}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data,
  });

describe('a signed provider event of an unexpected shape', () => {
  it('is acknowledged (2xx) and logged, never a 500: no data.object, null object, charge without amounts, unknown type', async () => {
    const cases = [
      signedEvent('checkout.session.completed', {}),
      signedEvent('checkout.session.completed', { object: null }),
      signedEvent('checkout.session.expired', { object: 'x' }),
      signedEvent('charge.refunded', { object: { id: 'ch_x', metadata: {} } }),
      signedEvent('checkout.session.completed', { object: { id: 'cs_x', amount_total: 'lots' } }),
      JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'checkout.session.async_payment_failed' }),
      signedEvent('customer.created', { object: { id: 'cus_x' } }),
    ];
    const output = await captured(async () => {
      for (const payload of cases) {
        const res = await deliver(payload);
        expect(res.status, payload).toBe(200);
      }
    });
    const warnings = logLines(output).filter(
      (l) => l.message === 'Payment event of an unexpected shape: acknowledged, not processed',
    );
    expect(warnings).toHaveLength(6);
    expect(warnings.every((l) => l.route === 'POST /api/payment/webhook')).toBe(true);
  });

  it('an unsigned or wrongly signed one is still refused with 400', async () => {
    expect((await deliver(signedEvent('checkout.session.completed', {}), 'whsec_wrong')).status).toBe(400);
  });
});
