import type { PaidUserRow } from '@zilt/contracts/admin-hub';

/** A paying subscriber as the hub sends one, for the tests. */
export function samplePaidUser(name: string, email: string): PaidUserRow {
  return {
    User: {
      Id: `user-${email}`,
      Name: name,
      Surname: 'Jansen',
      Email: email,
      ActiveSubscription: {
        Id: 'held-1',
        DateStarted: '2025-03-14T09:30:00Z',
        OngoingRecurrentPaymentId: 'rp-1',
        Subscription: {
          Id: 'sub-pro-yearly',
          Title: 'Pro yearly',
          SubscriptionKind: 'Pro',
          PaymentFrequency: 'Yearly',
        },
      },
    },
    RecurrentPayment: {
      Id: 'rp-1',
      UserId: `user-${email}`,
      Amount: 99,
      Status: 'Active',
      Frequency: 'Yearly',
      NextPaymentDate: '2027-03-14T00:00:00Z',
      OriginalTransactionKey: 'TX-1',
      OriginalPaymentType: 'MasterCard',
    },
  };
}
