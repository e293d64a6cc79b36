// The paid change calls as the paid change pages import them; they live in shared code (lib/booking) since the booking
// detail reads the paid changes too (decision 054).
export {
  refreshAfterPaidChange,
  useGetPaidChangesQuery,
  useGetPaidOffersQuery,
  useGetSeatMapsQuery,
  useSendPaidChangeMutation,
  type SendPaidChangeArgs,
} from '../../../lib/booking/paid-changes-api';
