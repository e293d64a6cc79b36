// /esim/list-order's filter form: status, one search box (order code, ICCID, customer's name, email or phone), the
// created days (dd/MM/yyyy) and the sort; checked on apply (a day that is not real, or a range backwards, is named).
import { useTranslation } from 'react-i18next';
import { ESIM_ORDER_SORT_KEYS, ESIM_ORDER_STATUSES } from '@portal/contracts';
import { OrderListFilters } from '../../../components/OrderListFilters';
import { NO_ORDER_FILTERS, type OrderFilterValues } from '../model/order-filters';

export function OrderFilters(props: { initial: OrderFilterValues; onApply: (values: OrderFilterValues) => void }) {
  const { t } = useTranslation();
  return (
    <OrderListFilters
      texts="esim.list"
      none={NO_ORDER_FILTERS}
      initial={props.initial}
      onApply={props.onApply}
      allStatusesLabel={t('esim.list.filters.allStatuses')}
      statuses={ESIM_ORDER_STATUSES.map((status) => ({ value: status, label: t(`esim.status.${status}`) }))}
      statusFlex="1 1 140px"
      sortKeys={ESIM_ORDER_SORT_KEYS}
      sortLabel={(sort, order) => t(`esim.list.sorts.${sort}.${order}`)}
    />
  );
}
