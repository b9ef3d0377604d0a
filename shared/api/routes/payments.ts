import { defineRoutes } from '../route-types';
import { checkoutBody, transactionParams } from '../../schemas/payments';

/** Buying credits: the products, a hosted checkout, the provider's signed webhook and the result page's status. */
export const paymentRoutes = defineRoutes([
  { id: 'paymentProducts', method: 'GET', path: '/api/payment/products', group: 'payments', auth: 'public' },
  {
    id: 'paymentCheckout',
    method: 'POST',
    path: '/api/payment/checkout',
    group: 'payments',
    auth: 'user',
    body: checkoutBody,
  },
  {
    id: 'paymentWebhook',
    method: 'POST',
    path: '/api/payment/webhook',
    group: 'payments',
    auth: 'webhook',
    rawBody: true,
  },
  {
    id: 'paymentStatus',
    method: 'GET',
    path: '/api/payment/status/{transactionId}',
    group: 'payments',
    auth: 'user',
    params: transactionParams,
  },
]);
