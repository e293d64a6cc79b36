// /b2c/list-order's filter form: status, kind, one search box (order number, phone, name), created days, sort.
import { useTranslation } from 'react-i18next';
import { B2C_ORDER_KINDS, B2C_ORDER_SORT_KEYS, B2C_ORDER_STATUSES } from '@portal/contracts';
import { NativeFilterSelect } from '../../../components/NativeFilterSelect';
import { OrderListFilters } from '../../../components/OrderListFilters';
import { NO_B2C_FILTERS, type B2cFilterValues } from '../model/order-filters';

export function B2cOrderFilters(props: { initial: B2cFilterValues; onApply(values: B2cFilterValues): void }) {
  const { t } = useTranslation();
  return (
    <OrderListFilters
      texts="b2cOrders"
      none={NO_B2C_FILTERS}
      initial={props.initial}
      onApply={props.onApply}
      allStatusesLabel={t('b2cOrders.filters.all')}
      statuses={B2C_ORDER_STATUSES.map((status) => ({
        value: status,
        label: `${status} – ${t(`b2cOrders.status.${status}`)}`,
      }))}
      statusFlex="1 1 160px"
      sortKeys={B2C_ORDER_SORT_KEYS}
      sortLabel={(sort, order) => `${t(`b2cOrders.sorts.${sort}`)} ${order === 'asc' ? '↑' : '↓'}`}
      more={(values, update) => (
        <NativeFilterSelect
          label={t('b2cOrders.filters.kind')}
          value={values.kind}
          onChange={(kind) => update({ kind: kind as B2cFilterValues['kind'] })}
          allLabel={t('b2cOrders.filters.all')}
          options={B2C_ORDER_KINDS.map((kind) => ({ value: kind, label: t(`b2cOrders.kind.${kind}`) }))}
          flex="1 1 140px"
        />
      )}
    />
  );
}
