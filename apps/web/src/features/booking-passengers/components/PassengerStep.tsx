// The passenger step of a handed-over selection: flights, the price checked again (to accept when it moved), one form per
// passenger, the contact, add-ons and the hold with its conflicts (new price, duplicate, sold out).
import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { THoldRequest, TPriceCheckResponse } from '@portal/contracts';
import type { PassengerItinerary } from '@portal/domain';
import { PageTitle } from '../../../components/PageTitle';
import { QuoteActions, quoteSelectionOf } from '../../../components/quote/QuoteActions';
import { forgetBookingSelection, type BookingSelection } from '../../../lib/booking/selection-handover';
import { apiErrorMessage } from '../../../lib/http/types';
import { useCheckBookingPriceQuery, useGetBookingAncillariesQuery } from '../api/booking-step-api';
import { useHoldBooking } from '../hooks/use-hold-booking';
import { usePassengerDraft } from '../hooks/use-passenger-draft';
import { addOnTotal, ancillaryChoicesOf, chooseAddOn, chosenAddOns, type AddOnChoices } from '../model/addon-choices';
import { bookingConflictOf, type BookingConflict } from '../model/conflicts';
import { focusFirstField, formFieldKeys, unplacedMessages } from '../model/field-messages';
import { itineraryRequestOf } from '../model/selection-itinerary';
import { AddOnsPanel } from './AddOnsPanel';
import { ContactCard } from './ContactCard';
import { DuplicateBookingDialog, type DuplicateInfo } from './DuplicateBookingDialog';
import { HoldBar } from './HoldBar';
import { PassengerCard } from './PassengerCard';
import { PriceChangeDialog } from './PriceChangeDialog';
import { PricePanel, type PriceChange } from './PricePanel';
import { SelectedFlightsPanel } from './SelectedFlightsPanel';
import { UnavailableDialog } from './UnavailableDialog';

type Props = { selectionId: string; selection: BookingSelection; itinerary: PassengerItinerary; title: string };

/** The price the hold will accept: the latest check, its fares total, and a change still to accept. */
type PriceState = { check: TPriceCheckResponse; fareTotal: number | null; change: PriceChange | null };

const priceStateOf = (check: TPriceCheckResponse, expectedTotal: number): PriceState => ({
  check,
  fareTotal: check.newTotal,
  change:
    check.isPriceChanged && check.newTotal !== null
      ? { oldTotal: check.oldTotal ?? expectedTotal, newTotal: check.newTotal }
      : null,
});

const isUnavailable = (conflict: BookingConflict | undefined) =>
  conflict?.reason === 'soldOut' || conflict?.reason === 'flightUnavailable';

export function PassengerStep({ selectionId, selection, itinerary, title }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useMemo(() => itineraryRequestOf(selection), [selection]);
  const quoteSelection = useMemo(() => quoteSelectionOf(selection), [selection]);
  const includedCheckedKg = useMemo(
    () => Object.fromEntries(selection.flights.map(({ offerId, fare }) => [offerId, fare.baggage.checkedKg])),
    [selection],
  );
  const priceQuery = useCheckBookingPriceQuery(
    { ...request, expectedTotal: selection.expectedTotal },
    { refetchOnMountOrArgChange: true },
  );
  const addOnsQuery = useGetBookingAncillariesQuery({
    offerIds: request.flights.map((flight) => flight.offerId),
    adt: request.adt,
    chd: request.chd,
    inf: request.inf,
  });
  const form = usePassengerDraft(itinerary);
  const { hold, isHolding } = useHoldBooking();
  const topRef = useRef<HTMLDivElement>(null);

  const [choices, setChoices] = useState<AddOnChoices>({});
  const [price, setPrice] = useState<PriceState | null>(null);
  const [seenCheck, setSeenCheck] = useState<TPriceCheckResponse | undefined>(undefined);
  const [priceDialog, setPriceDialog] = useState<(PriceChange & { message: string; fareTotal: number }) | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateInfo | null>(null);
  const [isDuplicateConfirmed, setIsDuplicateConfirmed] = useState(false);
  const [holdUnavailable, setHoldUnavailable] = useState<string | null>(null);
  const [isUnavailableDismissed, setIsUnavailableDismissed] = useState(false);
  const [holdError, setHoldError] = useState<string | null>(null);

  // A new answer of the price check replaces the price (adjusting state while rendering, not in an effect).
  if (priceQuery.data !== seenCheck) {
    setSeenCheck(priceQuery.data);
    if (priceQuery.data) setPrice(priceStateOf(priceQuery.data, selection.expectedTotal));
  }

  const paxIds = useMemo(() => form.draft.passengers.map((passenger) => passenger.paxId), [form.draft.passengers]);
  const chosen = useMemo(() => chosenAddOns(choices, addOnsQuery.data, paxIds), [choices, addOnsQuery.data, paxIds]);
  const addOnsTotal = addOnTotal(chosen);
  const shownKeys = useMemo(() => formFieldKeys(form.draft.passengers, itinerary), [form.draft.passengers, itinerary]);

  const isChecking = priceQuery.isFetching;
  const checkConflict = bookingConflictOf(priceQuery.error);
  const checkUnavailable = isUnavailable(checkConflict)
    ? (checkConflict?.message ?? '')
    : price && !price.check.isAvailable && !isChecking
      ? t('passengers.unavailable.soldOut')
      : null;
  const checkFailure =
    priceQuery.isError && !isChecking && !checkUnavailable
      ? (apiErrorMessage(priceQuery.error) ?? t('passengers.price.failed'))
      : null;
  // Once a flight cannot be booked the notice stays (the dialog may be closed); only choosing again helps.
  const unavailableNotice = holdUnavailable ?? checkUnavailable;
  const canHold =
    !isChecking &&
    price !== null &&
    price.fareTotal !== null &&
    price.change === null &&
    price.check.isAvailable &&
    !unavailableNotice;

  const counts = { ADT: request.adt, CHD: request.chd, INF: request.inf };
  const unplaced = [
    ...unplacedMessages(form.fromServer, shownKeys),
    ...(form.isSubmitted ? unplacedMessages(form.messages.errors, shownKeys) : []),
  ];

  const showTop = () => topRef.current?.scrollIntoView?.({ block: 'start' });

  const onConflict = (conflict: BookingConflict) => {
    if (conflict.reason === 'priceChanged') {
      const fareTotal = conflict.priceCheck?.newTotal ?? conflict.newTotal - addOnsTotal;
      const change = { oldTotal: conflict.oldTotal, newTotal: conflict.newTotal };
      setPrice((current) => {
        const check = conflict.priceCheck ?? current?.check;
        return check ? { check, fareTotal, change } : current;
      });
      setPriceDialog({ ...change, message: conflict.message, fareTotal });
    } else if (conflict.reason === 'duplicateBooking') {
      setDuplicate({ message: conflict.message, pnr: conflict.pnr, path: conflict.path });
    } else if (isUnavailable(conflict)) {
      setHoldUnavailable(conflict.message || t('passengers.unavailable.soldOut'));
      setIsUnavailableDismissed(false);
    } else {
      setHoldError(conflict.message || t('passengers.hold.failed'));
      showTop();
    }
  };

  const submit = async (options: { fareTotal?: number; confirmDuplicate?: boolean } = {}) => {
    form.submitted();
    setHoldError(null);
    if (form.check.errors.length > 0) {
      if (!focusFirstField(Object.keys(form.messages.errors))) showTop();
      setHoldError(t('passengers.hold.checkErrors'));
      return;
    }
    const fareTotal = options.fareTotal ?? (canHold ? price?.fareTotal : null);
    if (fareTotal === null || fareTotal === undefined) return;
    const confirmDuplicate = options.confirmDuplicate || isDuplicateConfirmed;
    const body: THoldRequest = {
      ...request,
      passengers: form.body.passengers,
      contact: form.body.contact,
      ancillaries: ancillaryChoicesOf(chosen),
      acceptedTotal: fareTotal + addOnsTotal,
      ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
    };
    const outcome = await hold(body);
    if (outcome.kind === 'held') {
      forgetBookingSelection(selectionId);
      navigate(`/booking/completed/${outcome.order.id}`, { state: { warnings: outcome.order.warnings } });
    } else if (outcome.kind === 'conflict') {
      onConflict(outcome.conflict);
    } else if (outcome.kind === 'invalid') {
      const keys = form.showServerFields(outcome.fields);
      setHoldError(t('passengers.hold.checkErrors'));
      if (!focusFirstField(keys)) showTop();
    } else if (outcome.kind === 'failed') {
      setHoldError(
        outcome.isUnsettled ? t('passengers.hold.unsettled') : (outcome.message ?? t('passengers.hold.failed')),
      );
      showTop();
    }
  };

  const acceptDialogPrice = () => {
    if (!priceDialog) return;
    const { fareTotal } = priceDialog;
    setPrice((current) => (current ? { ...current, change: null } : current));
    setPriceDialog(null);
    void submit({ fareTotal });
  };
  const confirmDuplicate = () => {
    setIsDuplicateConfirmed(true);
    setDuplicate(null);
    void submit({ confirmDuplicate: true });
  };

  return (
    <Box ref={topRef}>
      <PageTitle title={title} />
      <Box sx={{ mb: holdError || unplaced.length > 0 ? 2 : 0 }}>
        {holdError || unplaced.length > 0 ? (
          <Alert severity="error" role="alert">
            {holdError}
            {unplaced.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {unplaced.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
      </Box>
      {unavailableNotice ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" component={RouterLink} to={selection.resultsPath}>
              {t('passengers.unavailable.back')}
            </Button>
          }
        >
          {unavailableNotice}
        </Alert>
      ) : null}
      <SelectedFlightsPanel
        selection={selection}
        // The quote shows the fares as chosen: offered only while the airline's checked price still matches them.
        actions={
          !price || price.fareTotal === selection.expectedTotal ? <QuoteActions selection={quoteSelection} /> : null
        }
      />
      <PricePanel
        priceCheck={price?.check}
        isChecking={isChecking}
        failure={checkFailure}
        onRetry={() => void priceQuery.refetch()}
        change={price?.change ?? null}
        onAccept={() => setPrice((current) => (current ? { ...current, change: null } : current))}
        passengerCounts={counts}
        fareTotal={price?.fareTotal ?? (isChecking ? selection.expectedTotal : null)}
        addOnsTotal={addOnsTotal}
      />
      <Box
        component="form"
        noValidate
        aria-label={t('passengers.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('passengers.passengersTitle')}
        </Typography>
        {form.draft.passengers.map((passenger, index) => (
          <PassengerCard
            key={passenger.paxId}
            index={index}
            passenger={passenger}
            passengers={form.draft.passengers}
            itinerary={itinerary}
            fieldState={form.fieldState}
            onChange={form.changePassenger}
            onLeave={form.visit}
          />
        ))}
        <ContactCard
          contact={form.draft.contact}
          fieldState={form.fieldState}
          onChange={form.changeContact}
          onLeave={form.visit}
        />
        <AddOnsPanel
          catalogue={addOnsQuery.data}
          isLoading={addOnsQuery.isLoading}
          error={addOnsQuery.error}
          onRetry={() => void addOnsQuery.refetch()}
          passengers={form.draft.passengers}
          choices={choices}
          onChoose={(choice) => setChoices((current) => chooseAddOn(current, choice))}
          isDisabled={isHolding}
          includedCheckedKg={includedCheckedKg}
        />
        <HoldBar
          total={price?.fareTotal != null ? price.fareTotal + addOnsTotal : null}
          canHold={canHold}
          isHolding={isHolding}
          waitingFor={price?.change ? 'acceptance' : isChecking ? 'price' : null}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={selection.resultsPath}>
          {t('passengers.backToResults')}
        </Link>
      </Box>
      <PriceChangeDialog
        change={priceDialog}
        isHolding={isHolding}
        onAccept={acceptDialogPrice}
        onClose={() => setPriceDialog(null)}
      />
      <DuplicateBookingDialog
        duplicate={duplicate}
        isHolding={isHolding}
        onConfirm={confirmDuplicate}
        onClose={() => setDuplicate(null)}
      />
      <UnavailableDialog
        message={isUnavailableDismissed ? null : unavailableNotice}
        resultsPath={selection.resultsPath}
        onClose={() => setIsUnavailableDismissed(true)}
      />
    </Box>
  );
}
