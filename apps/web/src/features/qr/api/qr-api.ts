// The QR pages and the receiving side over RTK Query: QR views and requests (tag QrTopUp), bank accounts, the hook key.
import type {
  TBankAccount,
  TBankHookKeyCreated,
  TCreateBankAccount,
  TQrTopUp,
  TQrView,
  TTopUpAgenciesResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** How often a pending request's status is asked while its page is open. */
export const QR_POLL_MS = 3000;

const qrApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's own QR page, or with `agencyId` a sub-agency's as its parent sees it. */
    getQrView: build.query<TQrView, string | undefined>({
      query: (agencyId) => ({ url: agencyId ? `/api/qr/agencies/${agencyId}` : '/api/qr' }),
      providesTags: ['QrTopUp'],
    }),
    createQrTopUp: build.mutation<TQrTopUp, { agencyId?: string; amount: number }>({
      query: ({ agencyId, amount }) => ({
        url: agencyId ? `/api/qr/agencies/${agencyId}/top-ups` : '/api/qr/top-ups',
        method: 'POST',
        body: { amount },
      }),
      invalidatesTags: ['QrTopUp', 'TopUp'],
    }),
    getQrTopUp: build.query<TQrTopUp, string>({
      query: (id) => ({ url: `/api/qr/top-ups/${id}` }),
    }),
    listBankAccounts: build.query<{ items: TBankAccount[] }, void>({
      query: () => ({ url: '/api/bank-accounts' }),
      providesTags: ['BankAccount'],
    }),
    createBankAccount: build.mutation<{ items: TBankAccount[] }, TCreateBankAccount>({
      query: (body) => ({ url: '/api/bank-accounts', method: 'POST', body }),
      invalidatesTags: ['BankAccount', 'QrTopUp'],
    }),
    makeDefaultBankAccount: build.mutation<{ items: TBankAccount[] }, string>({
      query: (id) => ({ url: `/api/bank-accounts/${id}/default`, method: 'POST' }),
      invalidatesTags: ['BankAccount', 'QrTopUp'],
    }),
    removeBankAccount: build.mutation<{ items: TBankAccount[] }, string>({
      query: (id) => ({ url: `/api/bank-accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BankAccount', 'QrTopUp'],
    }),
    getHookKey: build.query<{ keyId: string | null; createdAt: string | null }, void>({
      query: () => ({ url: '/api/bank-hook-key' }),
      providesTags: ['BankAccount'],
    }),
    /** The caller's agency and its direct sub-agencies (the top-up list's scope), for the links to /qr/{id}. */
    listQrSubAgencies: build.query<TTopUpAgenciesResponse, void>({
      query: () => ({ url: '/api/top-ups/agencies' }),
    }),
    createHookKey: build.mutation<TBankHookKeyCreated, void>({
      query: () => ({ url: '/api/bank-hook-key', method: 'POST' }),
      invalidatesTags: ['BankAccount'],
    }),
  }),
});

export const {
  useGetQrViewQuery,
  useCreateQrTopUpMutation,
  useGetQrTopUpQuery,
  useListBankAccountsQuery,
  useCreateBankAccountMutation,
  useMakeDefaultBankAccountMutation,
  useRemoveBankAccountMutation,
  useGetHookKeyQuery,
  useCreateHookKeyMutation,
  useListQrSubAgenciesQuery,
} = qrApi;
