// /booking/train: the carriage strip, berth and seat layouts, seats toggled through the API into the draft, a seat
// just taken (409), the countdown reaching 0, the auto choice, the keyboard, reset and continue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readTrainDraft, resetTrainDraft, updateTrainDraft } from '../src/lib/train/train-draft';
import { loginAs } from './support/fixtures';
import { jsonResponse } from './support/fetch-stub';
import { renderApp } from './support/render-app';
import { setUpBookingScreenTests } from './support/screen-hooks';
import { berthMap, draftWithRun, lockOf, seatMap, trainServer, type TrainServer } from './train-search-fixtures';

setUpBookingScreenTests();
beforeEach(() => resetTrainDraft({ keepSearch: false }));
afterEach(() => vi.useRealTimers());

const MAPS = { '1': seatMap('1'), '2': berthMap('2', 4, { '5': 1, '6': 2, '7': 4, '8': 5 }), '3': berthMap('3', 6) };

function renderSeats(server: TrainServer = trainServer(MAPS)) {
  const view = renderApp('/booking/train?direction=departure', {
    session: loginAs('admin_f1'),
    handler: server.handler,
  });
  return { ...view, server };
}

const carriageButton = (name: RegExp) => screen.getByRole('button', { name });
const seatNamed = (name: string | RegExp) => screen.getByRole('button', { name });
const berthsOf = (compartment: HTMLElement, tier: string) =>
  within(within(compartment).getByRole('group', { name: tier }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label')?.split(', ')[1]);

describe('/booking/train seat map', () => {
  beforeEach(() => draftWithRun());

  it('draws the carriage strip and the berths per compartment and tier of 4- and 6-berth carriages', async () => {
    renderSeats();
    expect(await screen.findByRole('region', { name: 'Sơ đồ chỗ toa 1, Ngồi mềm điều hòa' })).toBeTruthy();
    expect((carriageButton(/^Toa 4, Ngồi cứng/) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(carriageButton(/^Toa 2, Nằm khoang 4/));
    const map4 = await screen.findByRole('region', { name: 'Sơ đồ chỗ toa 2, Nằm khoang 4 điều hòa' });
    const compartments4 = within(map4).getAllByRole('group', { name: /^Khoang/ });
    expect(compartments4).toHaveLength(7);
    const second = within(map4).getByRole('group', { name: 'Khoang 2' });
    expect(berthsOf(second, 'Tầng 1')).toEqual(['giường 5 tầng 1', 'giường 6 tầng 1']);
    expect(berthsOf(second, 'Tầng 2')).toEqual(['giường 7 tầng 2', 'giường 8 tầng 2']);
    // The top tier is drawn first.
    expect(
      within(second)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Tầng 2', 'Tầng 1']);
    expect(berthsOf(within(map4).getByRole('group', { name: 'Khoang 7' }), 'Tầng 2')).toEqual([
      'giường 27 tầng 2',
      'giường 28 tầng 2',
    ]);
    // Each status says so in the seat's name.
    expect(seatNamed('Toa 2, giường 5 tầng 1, 1.200.000 ₫, Đã bán').getAttribute('aria-disabled')).toBe('true');
    expect(seatNamed('Toa 2, giường 6 tầng 1, 1.200.000 ₫, Người khác đang giữ')).toBeTruthy();
    expect(seatNamed('Toa 2, giường 7 tầng 2, 1.100.000 ₫, Không bán')).toBeTruthy();
    expect(seatNamed('Toa 2, giường 8 tầng 2, 1.100.000 ₫, Chỉ bán cho chặng dài hơn')).toBeTruthy();

    fireEvent.click(carriageButton(/^Toa 3, Nằm khoang 6/));
    const map6 = await screen.findByRole('region', { name: 'Sơ đồ chỗ toa 3, Nằm khoang 6 điều hòa' });
    const third = within(map6).getByRole('group', { name: 'Khoang 3' });
    expect(berthsOf(third, 'Tầng 1')).toEqual(['giường 13 tầng 1', 'giường 14 tầng 1']);
    expect(berthsOf(third, 'Tầng 2')).toEqual(['giường 15 tầng 2', 'giường 16 tầng 2']);
    expect(berthsOf(third, 'Tầng 3')).toEqual(['giường 17 tầng 3', 'giường 18 tầng 3']);
  });

  it('draws a seat carriage as rows of 2 + aisle + 2 and lists the extra seats apart', async () => {
    renderSeats();
    const map = await screen.findByRole('region', { name: 'Sơ đồ chỗ toa 1, Ngồi mềm điều hòa' });
    const line = (n: number) =>
      within(within(map).getByRole('group', { name: `Dãy ghế số ${n}` }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')?.split(', ')[1]);
    expect(line(1).slice(0, 3)).toEqual(['ghế 1', 'ghế 5', 'ghế 9']);
    expect(line(2).slice(0, 2)).toEqual(['ghế 2', 'ghế 6']);
    expect(line(4)).toHaveLength(16);
    expect(line(4).at(-1)).toBe('ghế 64');
    expect(within(map).getByText('LỐI ĐI')).toBeTruthy();
    const extras = within(map).getByRole('region', { name: 'Ghế phụ' });
    expect(
      within(extras)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Toa 1, ghế phụ P1, 300.000 ₫, Còn trống', 'Toa 1, ghế phụ P2, 300.000 ₫, Còn trống']);
  });
});

describe('/booking/train seat locks', () => {
  beforeEach(() => draftWithRun());

  it('locks a free seat through the API, shows it as mine with its countdown, and lets it go on a second click', async () => {
    const { server, calls } = renderSeats();
    fireEvent.click(await screen.findByRole('button', { name: 'Toa 1, ghế 3, 650.000 ₫, Còn trống' }));
    expect(await screen.findByRole('button', { name: 'Toa 1, ghế 3, 650.000 ₫, Chỗ tôi đang giữ' })).toBeTruthy();
    const lockCall = calls.find((call) => call.url === '/api/trains/seat-locks');
    expect(JSON.parse(String(lockCall?.init.body))).toEqual({
      runId: 'SE1-2026-12-10',
      from: 'HNO',
      to: 'DNA',
      seatId: '1-3',
      direction: 'departure',
    });
    expect(readTrainDraft().departure.locks.map((lock) => lock.ticketId)).toEqual(['T-1-3']);
    expect(screen.getByRole('timer', { name: /^Toa 1, ghế 3: còn (10:00|09:5\d)$/ })).toBeTruthy();
    expect(screen.getByText('Tổng 1 chỗ: 650.000 ₫')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tiếp tục' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Toa 1, ghế 3, 650.000 ₫, Chỗ tôi đang giữ' }));
    expect(await screen.findByRole('button', { name: 'Toa 1, ghế 3, 650.000 ₫, Còn trống' })).toBeTruthy();
    expect(server.released).toEqual(['T-1-3']);
    expect(readTrainDraft().departure.locks).toEqual([]);
    expect((screen.getByRole('button', { name: 'Tiếp tục' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refreshes the map and says so when the seat was just taken (409)', async () => {
    const server = trainServer(MAPS);
    renderSeats(server);
    const seat = await screen.findByRole('button', { name: 'Toa 1, ghế 4, 650.000 ₫, Còn trống' });
    server.taken.add('1-4');
    fireEvent.click(seat);
    expect(await screen.findByText('Chỗ 4 vừa có người khác giữ. Sơ đồ đã được cập nhật.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Toa 1, ghế 4, 650.000 ₫, Người khác đang giữ' })).toBeTruthy();
    expect(readTrainDraft().departure.locks).toEqual([]);
  });

  it('tells the cap of seats per direction apart from a seat taken', async () => {
    const server = trainServer(MAPS);
    renderSeats({
      ...server,
      handler: (call) =>
        call.url === '/api/trains/seat-locks'
          ? jsonResponse(409, { code: 409, message: 'Tối đa 10 chỗ', details: { reason: 'tooManySeats', max: 10 } })
          : server.handler(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Toa 1, ghế 7, 650.000 ₫, Còn trống' }));
    expect(await screen.findByText('Mỗi chiều chỉ giữ tối đa 10 chỗ.')).toBeTruthy();
    expect(screen.queryByText(/vừa có người khác giữ/)).toBeNull();
  });

  it('releases a seat when its countdown reaches 0 and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    // Locked 590 s ago: 10 s left.
    draftWithRun([lockOf(MAPS['1'], '9', '2026-12-01T02:50:10Z')]);
    const server = trainServer(MAPS);
    server.locked.push('T-1-9');
    renderSeats(server);
    expect(await screen.findByRole('timer', { name: 'Toa 1, ghế 9: còn 00:10' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer', { name: 'Toa 1, ghế 9: còn 00:05' })).toBeTruthy();
    expect(readTrainDraft().departure.locks).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(await screen.findByText('Hết thời gian giữ chỗ 1/9: chỗ đã được trả lại.')).toBeTruthy();
    expect(readTrainDraft().departure.locks).toEqual([]);
    await waitFor(() => expect(server.released).toEqual(['T-1-9']));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('chooses seats automatically from the modal', async () => {
    const server = trainServer(MAPS);
    const auto = [lockOf(MAPS['2'], '13'), lockOf(MAPS['2'], '14')];
    const { calls } = renderSeats({
      ...server,
      handler: (call) =>
        call.url === '/api/trains/seat-locks/auto' ? jsonResponse(200, { locks: auto }) : server.handler(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Chọn chỗ tự động' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chọn chỗ tự động' }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Loại chỗ' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nằm khoang 4 điều hòa' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Số chỗ' }), { target: { value: '11' } });
    expect(dialog.getByText('Số chỗ: từ 1 đến 10.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Số chỗ' }), { target: { value: '2' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Ưu tiên tầng' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tầng dưới' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Giữ chỗ' }));

    expect(await screen.findByText('Đã giữ 2 chỗ tự động.')).toBeTruthy();
    const autoCall = calls.find((call) => call.url === '/api/trains/seat-locks/auto');
    expect(JSON.parse(String(autoCall?.init.body))).toEqual({
      runId: 'SE1-2026-12-10',
      from: 'HNO',
      to: 'DNA',
      direction: 'departure',
      seatType: 'NAM',
      count: 2,
      tier: 'lower',
    });
    expect(readTrainDraft().departure.locks.map((lock) => lock.ticketId)).toEqual(['T-2-13', 'T-2-14']);
    // The map moves to the carriage of the seats taken.
    expect(await screen.findByRole('region', { name: 'Sơ đồ chỗ toa 2, Nằm khoang 4 điều hòa' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles seats with Enter and Space and moves with the arrow keys', async () => {
    const { calls } = renderSeats();
    const first = await screen.findByRole('button', { name: 'Toa 1, ghế 1, 650.000 ₫, Còn trống' });
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const next = screen.getByRole('button', { name: 'Toa 1, ghế 5, 650.000 ₫, Còn trống' });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Toa 1, ghế 6, 650.000 ₫, Còn trống' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Toa 1, ghế 6, 650.000 ₫, Chỗ tôi đang giữ' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: /ghế 6,.*Chỗ tôi đang giữ/ }), { key: ' ' });
    expect(await screen.findByRole('button', { name: 'Toa 1, ghế 6, 650.000 ₫, Còn trống' })).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/trains/seat-locks')).map((c) => c.init.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('resets every seat held and goes back to the departure results; continues once each direction has a seat', async () => {
    draftWithRun([lockOf(MAPS['1'], '10')]);
    const server = trainServer(MAPS);
    server.locked.push('T-1-10');
    const { router } = renderSeats(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/train/passenger-info'));

    await act(() => router.navigate('/booking/train?direction=departure'));
    fireEvent.click(await screen.findByRole('button', { name: 'Chọn lại từ đầu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/search'));
    expect(router.state.location.search).toBe('?from=HNO&to=DNA&depart=2026-12-10');
    expect(server.released).toEqual(['T-1-10']);
    expect(readTrainDraft().departure).toEqual({ run: null, locks: [] });
    expect(readTrainDraft().search).toEqual({ from: 'HNO', to: 'DNA', departDate: '2026-12-10' });
  });

  it('on a round trip waits for a seat each way before continuing, and leads to the return train', async () => {
    const departureLock = lockOf(MAPS['1'], '11');
    updateTrainDraft((draft) => ({
      ...draft,
      search: { from: 'HNO', to: 'DNA', departDate: '2026-12-10', returnDate: '2026-12-12' },
      departure: { run: draft.departure.run, locks: [departureLock] },
    }));
    const { router } = renderSeats();
    expect(await screen.findByRole('tab', { name: 'Chiều đi: SE1 (1 chỗ)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tiếp tục' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Chọn chuyến về' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/train/search'));
    expect(router.state.location.search).toBe('?from=HNO&to=DNA&depart=2026-12-10&return=2026-12-12&tab=return');
  });
});
