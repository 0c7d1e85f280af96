import {
  hasTerminatedSubscriptionWithAccess,
  type SubscriberUser,
  type TerminatedSubscription,
} from '@zilt/contracts/subscribers';
import type { SearchResponse } from '@zilt/contracts/support-api';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/card.tsx';
import { Table } from '../../components/table/table.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCountryNames } from './countries.ts';
import { invoiceFigures } from './invoice-figures.ts';
import { useStaffTexts } from './staff-texts.ts';

type Formatter = ReturnType<typeof useFormat>;
type StaffTexts = ReturnType<typeof useStaffTexts>;
type CountryNames = ReturnType<typeof useCountryNames>;

/** Label–value pairs, in a definition list. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="admin-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="admin-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const text = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** Every field of the user as support staff see it. */
function userRows(
  user: SubscriberUser,
  t: (key: string) => string,
  format: Formatter,
  texts: StaffTexts,
  countries: CountryNames,
  languageName: (code: string | null) => string,
): [string, ReactNode][] {
  const yesNo = (value: boolean) => t(value ? 'data.yes' : 'data.no');
  const field = (name: string) => t(`data.user.${name}`);
  return [
    [field('Id'), <code key="id">{user.Id}</code>],
    [field('Name'), text(user.Name)],
    [field('Surname'), text(user.Surname)],
    [field('Email'), text(user.Email)],
    [field('PhoneNumber'), text(user.PhoneNumber)],
    [field('Username'), text(user.Username)],
    [field('Country'), countries.ofTitle(user.Country)],
    [field('Language'), languageName(user.Language)],
    [field('Job'), texts.value('Job', user.Job)],
    [field('SharepointId'), text(user.SharepointId)],
    [field('BusinessCentralNumber'), text(user.BusinessCentralNumber)],
    [field('Blocked'), yesNo(user.Blocked)],
    [field('LastLoginAttempt'), format.dateTime(user.LastLoginAttempt)],
    [field('TrialDaysAllotted'), String(user.TrialDaysAllotted)],
    [field('CachedTrialDaysLeft'), String(user.CachedTrialDaysLeft)],
    [field('Birthday'), format.date(user.Birthday)],
    [field('Gender'), texts.value('Gender', user.Gender)],
    [field('Enable2FA'), yesNo(user.Enable2FA)],
    [field('MustChangePasswordAtNextLogin'), yesNo(user.MustChangePasswordAtNextLogin)],
    [field('PhoneNumberVerified'), yesNo(user.PhoneNumberVerified)],
    [field('EmailConfirmed'), yesNo(user.EmailConfirmed)],
    [field('SubscriptionEndDate'), format.date(user.SubscriptionEndDate)],
    [field('ConsecutiveSuccessfulPayments'), String(user.ConsecutiveSuccessfulPayments)],
    [field('UserInactiveSent'), yesNo(user.UserInactiveSent)],
    [field('Newsletter'), yesNo(user.Newsletter)],
    [field('Created'), format.dateTime(user.Created)],
    [field('Modified'), format.dateTime(user.Modified)],
  ];
}

/** A language code by its name in the staff's language (`nl` is "Nederlands" to Dutch staff). */
function useLanguageNames(): (code: string | null) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.language === 'en' ? 'en-GB' : 'nl-NL'], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code: string | null) => {
      if (!code) return '—';
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}

/** The subscriber: every field of the user, under their name. */
export function SubscriberCard({ user }: { user: SubscriberUser }) {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = useStaffTexts();
  const countries = useCountryNames();
  const languageName = useLanguageNames();
  return (
    <Card title={t('data.cards.user', { name: `${user.Name} ${user.Surname}` })} className="admin-subscriber">
      <Facts rows={userRows(user, t, format, texts, countries, languageName)} />
    </Card>
  );
}

interface UserCardsProps {
  answer: SearchResponse;
  now: Date;
  /** Buttons for a terminated subscription (Terminate for Student or Teacher ones). */
  terminatedActions: (subscription: TerminatedSubscription) => ReactNode;
}

/** What belongs to the loaded user: company, subscription, recurring payment, payments and invoices. */
export function UserCards({ answer, now, terminatedActions }: UserCardsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = useStaffTexts();
  const countries = useCountryNames();
  const planTitle = (subscription: { SubscriptionKind: string; PaymentFrequency: string }) =>
    t('data.values.subscriptionTitle', {
      kind: texts.value('SubscriptionKind', subscription.SubscriptionKind),
      frequency: texts.value('PaymentFrequency', subscription.PaymentFrequency),
      defaultValue: `${subscription.SubscriptionKind} ${subscription.PaymentFrequency}`,
    });
  const { User: user } = answer;
  const recurrent = answer.OngoingRecurrentPayment ?? answer.RecurrentPayment;
  const active = user.ActiveSubscription;
  const withAccess = user.TerminatedSubscriptions.filter(
    (subscription) =>
      subscription.NextPaymentDateWhenTerminated !== null &&
      Date.parse(subscription.NextPaymentDateWhenTerminated) > now.getTime(),
  );
  return (
    <div className="admin-user">
      <Card title={t('data.cards.company')}>
        {user.Company ? (
          <Facts
            rows={[
              [t('data.company.Title'), text(user.Company.Title)],
              [t('data.company.VAT'), text(user.Company.VAT)],
              [t('data.company.Address'), text(user.Company.Address)],
              [t('data.company.Postcode'), text(user.Company.Postcode)],
              [t('data.company.City'), text(user.Company.City)],
              [t('data.company.Country'), countries.ofTitle(user.Company.Country)],
              [t('data.company.BusinessCentralNumber'), text(user.Company.BusinessCentralNumber)],
            ]}
          />
        ) : (
          <p>{t('data.none')}</p>
        )}
      </Card>
      <Card title={t('data.cards.subscription')}>
        {active ? (
          <Facts
            rows={[
              [t('data.subscription.Title'), planTitle(active.Subscription)],
              [t('data.subscription.Kind'), texts.value('SubscriptionKind', active.Subscription.SubscriptionKind)],
              [t('data.subscription.Frequency'), texts.value('PaymentFrequency', active.Subscription.PaymentFrequency)],
              [t('data.subscription.Price'), format.money(active.Subscription.Price)],
              [t('data.subscription.DateStarted'), format.date(active.DateStarted)],
            ]}
          />
        ) : (
          <p>{t('data.noActiveSubscription')}</p>
        )}
        <h3 className="admin-subheading">{t('data.cards.recurrentPayment')}</h3>
        {recurrent ? (
          <Facts
            rows={[
              [t('data.recurrent.Amount'), format.money(recurrent.Amount)],
              [t('data.recurrent.Status'), texts.value('RecurrentPaymentStatus', recurrent.Status)],
              [t('data.recurrent.Frequency'), texts.value('PaymentFrequency', recurrent.Frequency)],
              [t('data.recurrent.NextPaymentDate'), format.date(recurrent.NextPaymentDate)],
              [t('data.recurrent.OriginalPaymentType'), recurrent.OriginalPaymentType],
              [t('data.recurrent.OriginalTransactionKey'), recurrent.OriginalTransactionKey],
            ]}
          />
        ) : (
          <p>{t('data.none')}</p>
        )}
      </Card>
      {hasTerminatedSubscriptionWithAccess(user, now) ? (
        <Card title={t('data.cards.terminated')}>
          <ul className="admin-terminated">
            {withAccess.map((subscription) => (
              <li key={subscription.Id} className="admin-terminated__item">
                <Facts
                  rows={[
                    [t('data.subscription.Title'), planTitle(subscription.Subscription)],
                    [
                      t('data.subscription.Kind'),
                      texts.value('SubscriptionKind', subscription.Subscription.SubscriptionKind),
                    ],
                    [t('data.subscription.DateStarted'), format.date(subscription.DateStarted)],
                    [t('data.subscription.DateEnded'), format.date(subscription.DateEnded)],
                    [t('data.subscription.AccessUntil'), format.date(subscription.NextPaymentDateWhenTerminated)],
                  ]}
                />
                {terminatedActions(subscription)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {answer.Payment ? (
        <Card title={t('data.cards.payment')}>
          <Facts
            rows={[
              [t('data.payment.PaymentReference'), answer.Payment.PaymentReference],
              [t('data.payment.Amount'), format.money(answer.Payment.Amount)],
              [t('data.payment.Status'), texts.value('PaymentStatus', answer.Payment.Status)],
              [t('data.payment.PaymentDate'), format.date(answer.Payment.PaymentDate)],
              [t('data.payment.DueDate'), format.date(answer.Payment.DueDate)],
            ]}
          />
        </Card>
      ) : null}
      {answer.LatestPayments ? (
        <Card title={t('data.cards.latestPayments')}>
          <Table
            label={t('data.tables.latestPayments')}
            empty={t('data.none')}
            columns={[
              t('data.payment.PaymentReference'),
              t('data.payment.Amount'),
              t('data.payment.Status'),
              t('data.payment.PaymentDate'),
            ]}
            rows={answer.LatestPayments.map((payment) => [
              payment.PaymentReference,
              format.money(payment.Amount),
              texts.value('PaymentStatus', payment.Status),
              format.date(payment.PaymentDate),
            ])}
          />
        </Card>
      ) : null}
      {answer.LatestInvoices ? (
        <Card title={t('data.cards.latestInvoices')}>
          <Table
            label={t('data.tables.latestInvoices')}
            empty={t('data.none')}
            columns={[
              t('data.invoice.Number'),
              t('data.invoice.Date'),
              t('data.invoice.Service'),
              t('data.invoice.Total'),
              t('data.invoice.Status'),
            ]}
            rows={answer.LatestInvoices.map((invoice) => {
              const figures = invoiceFigures(invoice);
              return [
                invoice.InvoiceInfoNumber,
                format.date(invoice.InvoiceInfoDate),
                invoice.ServiceDescription,
                format.money(figures.total),
                texts.value('InvoiceStatus', figures.status),
              ];
            })}
          />
        </Card>
      ) : null}
    </div>
  );
}
