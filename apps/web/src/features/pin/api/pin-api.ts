// The user's own PIN over RTK Query: its state (tag PinCode), set, change, turn off, and the PIN check of the step-up
// dialog. Every call may change the state or the attempts left, so each refreshes it, refused or not.
import type {
  TChangePinRequest,
  TPinState,
  TSetPinRequest,
  TStepUpTokenResponse,
  TTurnOffPinRequest,
  TVerifyPinRequest,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

const pinApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPinState: build.query<TPinState, void>({ query: () => ({ url: '/api/pin-code' }), providesTags: ['PinCode'] }),
    setPin: build.mutation<TPinState, TSetPinRequest>({
      query: (body) => ({ url: '/api/pin-code', method: 'POST', body }),
      invalidatesTags: ['PinCode'],
    }),
    changePin: build.mutation<TPinState, TChangePinRequest>({
      query: (body) => ({ url: '/api/pin-code', method: 'PUT', body }),
      invalidatesTags: ['PinCode'],
    }),
    turnOffPin: build.mutation<TPinState, TTurnOffPinRequest>({
      query: (body) => ({ url: '/api/pin-code/turn-off', method: 'POST', body }),
      invalidatesTags: ['PinCode'],
    }),
    verifyPin: build.mutation<TStepUpTokenResponse, TVerifyPinRequest>({
      query: (body) => ({ url: '/api/pin-code/verify', method: 'POST', body }),
      invalidatesTags: ['PinCode'],
    }),
  }),
});

export const {
  useGetPinStateQuery,
  useSetPinMutation,
  useChangePinMutation,
  useTurnOffPinMutation,
  useVerifyPinMutation,
} = pinApi;
