-- The Idempotency-Key of POST /orders/ claimed inside the statement that records the order
-- (orders/idempotency.ts, issue #37), instead of by a statement of its own in a transaction around
-- the order: a cash-on-delivery order with a key keeps the checkout's one round trip.
--
-- The statement calls this first, before the cash-on-delivery limits' lock and the stock. A
-- duplicate of a request still running waits here on the key's primary key until the first one's
-- statement (or transaction) ends: if it rolled back, the duplicate takes the key and places the
-- order itself; if it committed, the key is taken and this raises SQLSTATE PA003, which aborts the
-- duplicate's statement before anything is written (the server then replays the first answer). A
-- key created before expired_before (past its day) is taken over in place. A NULL key (a request
-- without one) claims nothing.
--
-- answer_status is the first answer's status when the order alone makes it (cash on delivery: the
-- answer is rebuilt from the order named by transaction_id, which commits with this row), or NULL
-- while an online payment's start is still to be stored with the answer.
CREATE FUNCTION pasal_claim_order_key(holder integer, claimed_key text, body_hash text, order_number text,
  answer_status integer, claimed_at timestamptz, expired_before timestamptz)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
  IF claimed_key IS NULL THEN
    RETURN 0;
  END IF;
  INSERT INTO order_idempotency_keys AS k (user_id, key, request_hash, transaction_id, status_code, response, created_at)
    VALUES (holder, claimed_key, body_hash, order_number, answer_status, NULL, claimed_at)
    ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash,
      transaction_id = excluded.transaction_id, status_code = excluded.status_code, response = NULL,
      created_at = excluded.created_at
    WHERE k.created_at < expired_before;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'idempotency key taken' USING ERRCODE = 'PA003';
  END IF;
  RETURN 0;
END
$$;
