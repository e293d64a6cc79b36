-- The ledger's two hot operations as functions, so a busy deposit's balance row is locked last: every insert (and the
-- foreign-key and unique checks it fires at the end of its own statement) runs before the balance update, and the row
-- lock is then held for that update and the commit only (decision 008, "Hot path").

-- Reserve: a quick unlocked look refuses what the deposit clearly cannot afford; otherwise the reservation row is
-- written first and the balance update re-checks funds on the row's latest version under its lock. If that refuses,
-- the row is locked and funds checked once more; still short, the reservation row is deleted again.
-- `reservation_id` is null when nothing was written (the key is taken, or the deposit cannot afford it); `balance`
-- and `reserved` are then the figures the refusal was decided on (or, for a taken key, the figures now).
CREATE FUNCTION ledger_reserve(
  p_account uuid, p_agency uuid, p_amount bigint, p_key text, p_hash text, p_reference_type text, p_reference_id text,
  p_description text, p_created_by uuid, p_now timestamptz
) RETURNS TABLE (reservation_id uuid, balance bigint, reserved bigint, credit_limit bigint, new_balance bigint, new_reserved bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_limit bigint;
  v_balance bigint;
  v_reserved bigint;
  v_id uuid;
  v_new_balance bigint;
  v_new_reserved bigint;
BEGIN
  SELECT b.balance, b.reserved INTO v_balance, v_reserved FROM ledger_balances b WHERE b.account_id = p_account;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT greatest(coalesce(a.credit_limit, 0), 0) INTO v_limit FROM agencies a WHERE a.id = p_agency;
  v_limit := coalesce(v_limit, 0);
  IF v_balance - v_reserved - p_amount < -v_limit THEN
    RETURN QUERY SELECT NULL::uuid, v_balance, v_reserved, v_limit, v_balance, v_reserved;
    RETURN;
  END IF;
  INSERT INTO ledger_reservations
    (account_id, agency_id, amount, idempotency_key, request_hash, reference_type, reference_id, description, created_by, created_at)
  VALUES (p_account, p_agency, p_amount, p_key, p_hash, p_reference_type, p_reference_id, p_description, p_created_by, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- The key is taken (perhaps by a caller this insert waited for): the figures as they are now, for the replay.
    SELECT b.balance, b.reserved INTO v_balance, v_reserved FROM ledger_balances b WHERE b.account_id = p_account;
    RETURN QUERY SELECT NULL::uuid, v_balance, v_reserved, v_limit, v_balance, v_reserved;
    RETURN;
  END IF;
  UPDATE ledger_balances b
  SET reserved = b.reserved + p_amount, version = b.version + 1, updated_at = p_now
  WHERE b.account_id = p_account AND b.balance - b.reserved - p_amount >= -v_limit
  RETURNING b.balance, b.reserved INTO v_new_balance, v_new_reserved;
  IF NOT FOUND THEN
    -- Refused on the row's latest version: decide again under the row's lock, so the answer and the figures agree
    -- (a release or top-up may have committed since the update looked).
    SELECT b.balance, b.reserved INTO v_balance, v_reserved FROM ledger_balances b WHERE b.account_id = p_account FOR UPDATE;
    IF v_balance - v_reserved - p_amount < -v_limit THEN
      DELETE FROM ledger_reservations r WHERE r.id = v_id;
      RETURN QUERY SELECT NULL::uuid, v_balance, v_reserved, v_limit, v_balance, v_reserved;
      RETURN;
    END IF;
    UPDATE ledger_balances b
    SET reserved = b.reserved + p_amount, version = b.version + 1, updated_at = p_now
    WHERE b.account_id = p_account
    RETURNING b.balance, b.reserved INTO v_new_balance, v_new_reserved;
  END IF;
  RETURN QUERY SELECT v_id, v_new_balance, v_new_reserved - p_amount, v_limit, v_new_balance, v_new_reserved;
END;
$$;
--> statement-breakpoint

-- Post: locks the reservation row; only if it is still pending and the key unused, writes the S/C transaction, its two
-- entries and the reservation's new status, then moves the deposit's balance row and last the supplier-payable row
-- (platform rows last: see inLockOrder). `transaction_id` is null when nothing was written; `status` is the
-- reservation's. A key committed by someone else meanwhile fails the insert on its unique index; the caller retries.
CREATE FUNCTION ledger_post(
  p_reservation uuid, p_payable uuid, p_transaction uuid, p_type text, p_key text, p_hash text, p_description text,
  p_created_by uuid, p_now timestamptz
) RETURNS TABLE (status text, transaction_id uuid, balance bigint, reserved bigint, credit_limit bigint)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_limit bigint;
  v_balance bigint;
  v_reserved bigint;
BEGIN
  SELECT x.id, x.account_id, x.agency_id, x.amount, x.status, x.reference_type, x.reference_id, x.description INTO r
  FROM ledger_reservations x WHERE x.id = p_reservation FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT coalesce(a.credit_limit, 0) INTO v_limit FROM agencies a WHERE a.id = r.agency_id;
  IF r.status <> 'pending' OR EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = p_key) THEN
    SELECT b.balance, b.reserved INTO v_balance, v_reserved FROM ledger_balances b WHERE b.account_id = r.account_id;
    RETURN QUERY SELECT r.status::text, NULL::uuid, v_balance, v_reserved, coalesce(v_limit, 0);
    RETURN;
  END IF;
  INSERT INTO ledger_transactions (id, type, idempotency_key, request_hash, reference_type, reference_id, description, agency_id, created_by, created_at)
  VALUES (p_transaction, p_type, p_key, p_hash, r.reference_type, r.reference_id, coalesce(p_description, r.description), r.agency_id, p_created_by, p_now);
  INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
  VALUES (p_transaction, r.account_id, -r.amount, p_now), (p_transaction, p_payable, r.amount, p_now);
  UPDATE ledger_reservations x SET status = 'posted', transaction_id = p_transaction, settled_at = p_now WHERE x.id = r.id;
  UPDATE ledger_balances b
  SET balance = b.balance - r.amount, reserved = b.reserved - r.amount, version = b.version + 1, updated_at = p_now
  WHERE b.account_id = r.account_id
  RETURNING b.balance, b.reserved INTO v_balance, v_reserved;
  IF NOT FOUND THEN RAISE EXCEPTION 'ledger balance row of % is missing', r.account_id; END IF;
  UPDATE ledger_balances b SET balance = b.balance + r.amount, version = b.version + 1, updated_at = p_now WHERE b.account_id = p_payable;
  IF NOT FOUND THEN RAISE EXCEPTION 'ledger balance row of % is missing', p_payable; END IF;
  RETURN QUERY SELECT 'posted'::text, p_transaction, v_balance, v_reserved, coalesce(v_limit, 0);
END;
$$;
