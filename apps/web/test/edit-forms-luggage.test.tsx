// upgrade-luggage (baggage options from the ancillaries list of the booking's flights) and the form registry: every
// open edit action has a form that loads and can be submitted.
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { OPEN_BOOKING_EDITS, type TAncillariesResponse } from '@portal/contracts';
import { EDIT_FORMS } from '../src/features/booking-edit/forms';
import UpgradeLuggageForm from '../src/features/booking-edit/forms/actions/UpgradeLuggageForm';
import type { EditFormProps } from '../src/features/booking-edit/forms/form-types';
import { field, HAN_SGN, messageUnder, renderEditForm, SGN_HAN, submit, type, VERSION } from './edit-forms-fixtures';
import { jsonResponse, type StubCall } from './support/fetch-stub';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

const bag = (code: string, kg: number, price: number) => ({
  code,
  category: 'BAGGAGE' as const,
  groupCategory: 'BAGGAGE',
  name: { vi: `Thêm ${kg} kg`, en: `Extra ${kg} kg` },
  value: kg,
  unit: 'kg',
  price,
  paxTypes: ['ADT' as const, 'CHD' as const],
});

const CATALOGUE: TAncillariesResponse = {
  currency: 'VND',
  routes: [
    { offerId: HAN_SGN, system: '1A', from: 'HAN', to: 'SGN', airline: 'VN', options: [bag('BAG20', 20, 250_000)] },
    {
      offerId: SGN_HAN,
      system: '1A',
      from: 'SGN',
      to: 'HAN',
      airline: 'VN',
      options: [
        bag('BAG20', 20, 260_000),
        bag('BAG30', 30, 390_000),
        { ...bag('MEAL1', 0, 90_000), category: 'MEAL' as const, name: { vi: 'Suất ăn', en: 'Meal' } },
      ],
    },
  ],
};

const catalogueServer = (call: StubCall) =>
  call.url.includes('/api/bookings/ancillaries') ? jsonResponse(200, CATALOGUE) : jsonResponse(404, {});

const ROW_DUC_BACK = 'NGUYEN VAN DUC · SGN → HAN 05/12/2030 VN 220';
const ROW_HOA_OUT = 'TRAN THI HOA · HAN → SGN 01/12/2030 VN 213';

describe('upgrade-luggage', () => {
  it('asks the ancillaries of the booking flights and offers the baggage each seated passenger may buy', async () => {
    const { calls } = renderEditForm(UpgradeLuggageForm, { action: 'upgrade-luggage', handler: catalogueServer });
    await screen.findByText('Chọn gói hành lý ký gửi thêm cho từng hành khách và chuyến bay');
    const query = Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams);
    expect(query).toEqual({ offerIds: `${HAN_SGN},${SGN_HAN}`, adt: '2', chd: '0', inf: '1' });
    expect([...field(ROW_DUC_BACK).querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Không thêm',
      'Thêm 20 kg · 260.000 ₫',
      'Thêm 30 kg · 390.000 ₫',
    ]);
    expect(screen.queryByLabelText(/^NGUYEN BAO AN/)).toBeNull();
  });

  it('needs one choice, sends the rows chosen and shows the server message on its row', async () => {
    const { onSubmit, showServerErrors } = renderEditForm(UpgradeLuggageForm, {
      action: 'upgrade-luggage',
      handler: catalogueServer,
    });
    await screen.findByText('Chọn gói hành lý ký gửi thêm cho từng hành khách và chuyến bay');
    submit();
    expect(screen.getByText('Vui lòng chọn ít nhất một gói hành lý')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type(ROW_HOA_OUT, 'BAG20');
    type(ROW_DUC_BACK, 'BAG30');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      upgrades: [
        { paxId: 'ADT-1', flightKey: SGN_HAN, optionCode: 'BAG30' },
        { paxId: 'ADT-2', flightKey: HAN_SGN, optionCode: 'BAG20' },
      ],
      expectedVersion: VERSION,
    });
    showServerErrors({ 'upgrades.1.optionCode': 'Gói BAG20 đã hết' });
    expect(messageUnder(ROW_HOA_OUT)).toBe('Gói BAG20 đã hết');
    expect(messageUnder(ROW_DUC_BACK)).toBe('');
  });

  it('says so when the options cannot be loaded', async () => {
    renderEditForm(UpgradeLuggageForm, { action: 'upgrade-luggage', handler: () => jsonResponse(502, {}) });
    expect(await screen.findByText('Không tải được gói hành lý. Vui lòng thử lại sau.')).toBeTruthy();
  });
});

describe('the form registry', () => {
  it('has a form for every open edit action', () => {
    expect(Object.keys(EDIT_FORMS).sort()).toEqual([...OPEN_BOOKING_EDITS].sort());
  });

  it.each(OPEN_BOOKING_EDITS)('loads the %s form with its submit button', async (action) => {
    const Form = EDIT_FORMS[action]!;
    const Hosted = (props: EditFormProps) => (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
    renderEditForm(Hosted, { action, handler: catalogueServer });
    await waitFor(() => expect(document.querySelector('form button[type="submit"]')).not.toBeNull());
  });
});
