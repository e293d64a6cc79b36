// Paying the cart: POST /api/esim/orders with the lines, the customer and the total confirmed, under one
// Idempotency-Key per checkout attempt (a retry never pays twice; the PIN step-up resends it). COMPLETED or ORDERING
// (202) empties the cart and opens the order; 409 priceChanged refreshes the prices and asks again under a new key; a
// deposit too small is said plainly.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { cartCleared, loadingSet, type EsimCartItem } from '../../../lib/esim/cart-slice';
import { useCreateEsimOrderMutation } from '../../../lib/esim/esim-api';
import { conflictReasonOf, isPinCancelled, newTotalOf } from '../../../lib/http/answers';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorCode, apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { cleanCustomer, type CustomerValues } from './customer-rules';

export type CheckoutProblem = { message: string; isDeposit: boolean };

export const esimOrderPath = (id: string) => `/esim/list-order/${encodeURIComponent(id)}`;

const isDepositRefusal = (error: unknown) =>
  apiErrorCode(error) === ErrorCode.INSUFFICIENT_FUNDS || conflictReasonOf(error) === 'insufficientDeposit';

export function useCheckout(options: { onPriceChanged: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateEsimOrderMutation();
  const [key, setKey] = useState(() => newIdempotencyKey('esim-order'));
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  const refused = (error: unknown) => {
    const newTotal = newTotalOf(error);
    if (newTotal !== undefined) {
      // Nothing was paid: the prices are read again, and paying the new total is a new request.
      setKey(newIdempotencyKey('esim-order'));
      options.onPriceChanged();
      setProblem({ message: t('esim.cart.pricesChanged', { amount: formatVnd(newTotal) }), isDeposit: false });
      return;
    }
    const isDeposit = isDepositRefusal(error);
    const said = apiErrorMessage(error);
    const message = isDeposit
      ? [said, t('esim.cart.depositLow')].filter(Boolean).join(' ')
      : (said ?? t('errors.unexpected'));
    setProblem({ message, isDeposit });
  };

  const pay = async (items: readonly EsimCartItem[], customer: CustomerValues, total: number) => {
    setProblem(null);
    dispatch(loadingSet(true));
    const result = await create({
      idempotencyKey: key,
      body: {
        lines: items.map((item) => ({ productId: item.id, quantity: item.quantityCart })),
        customer: cleanCustomer(customer),
        acceptedTotal: total,
      },
    });
    dispatch(loadingSet(false));
    if ('error' in result) {
      if (!isPinCancelled(result.error)) refused(result.error);
      return false;
    }
    const isDone = result.data.status === 'COMPLETED';
    dispatch(
      showToast({
        type: isDone ? 'success' : 'info',
        description: t(isDone ? 'esim.cart.paid' : 'esim.cart.ordering'),
      }),
    );
    dispatch(cartCleared());
    void navigate(esimOrderPath(result.data.id));
    return true;
  };

  return { pay, isPaying: isLoading, problem, clearProblem: () => setProblem(null) };
}
