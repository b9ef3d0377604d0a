import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import type { PaymentProduct } from '@shared/payments/products';

const toProduct = (item: Record<string, unknown>): PaymentProduct => ({
  id: String(item.id),
  name: String(item.name),
  credits: Number(item.credits),
  prices: item.prices as PaymentProduct['prices'],
});

/** payment_products rows in one partition, in the order they were seeded. */
export function createProductRepository({ doc, table }: Db) {
  return {
    async list(): Promise<PaymentProduct[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.paymentProductsPartition },
        }),
      );
      return Items.sort((a, b) => Number(a.position) - Number(b.position)).map(toProduct);
    },

    async putAll(products: readonly PaymentProduct[]): Promise<void> {
      await doc.send(
        new BatchWriteCommand({
          RequestItems: {
            [table]: products.map((product, position) => ({
              PutRequest: {
                Item: { ...keys.paymentProduct(product.id), type: 'paymentProduct', position, ...product },
              },
            })),
          },
        }),
      );
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
