#!/usr/bin/env python3
"""A script that trades for a Marketdesk vault account through a grant.

It holds a grant token, never a private key, and needs no SDK (Python 3, standard library only):

    MARKETDESK_URL=http://127.0.0.1:8437 MARKETDESK_GRANT_TOKEN=mdg_… python3 examples/grant_trader.py

It reads its grant, finds an open market the grant may trade, places a small GTC BUY well below
the market, lists its open orders, cancels the order and prints each step. Any answer it does
not expect ends it with exit status 1. docs/scripts.md describes every route.
"""

import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone

BASE_URL = os.environ.get("MARKETDESK_URL", "http://127.0.0.1:8437").rstrip("/")
TOKEN = os.environ.get("MARKETDESK_GRANT_TOKEN", "")

# Prices travel as decimal strings; the arithmetic is done in integer units of 0.0001.
UNITS = 10_000
# How far below the best bid the order goes, in ticks (less if the grant's band is tighter).
TICKS_BELOW = 10


class Unexpected(Exception):
    """An answer the script did not expect: the message says what happened."""


def refusal(method, path, status, body):
    """Why the service said no, in the words a trader needs."""
    answer = body if isinstance(body, dict) else {}
    error = answer.get("error", body)
    if status == 403 and "limit" in answer:
        return f"refused by the grant: {error} (limit {answer['limit']} = {answer['value']})"
    if status == 423:
        return f"the vault cannot sign: {error} (nothing was queued: run again once it is unlocked)"
    if status == 401:
        return f"the token is unknown, mistyped or revoked: {error}"
    return f"{method} {path} answered {status}: {error}"


def request(method, path, body=None):
    # The token goes to the grant's routes only; the catalog and the books are public.
    headers = {"Authorization": f"Bearer {TOKEN}"} if path.startswith("/grant") else {}
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    call = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(call, timeout=30) as response:
            status, text = response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read().decode()
    try:
        parsed = json.loads(text)
    except ValueError:
        parsed = text
    if status != 200:
        raise Unexpected(refusal(method, path, status, parsed))
    return parsed


def open_market(limits):
    """The first open market the grant may trade, from the catalog on the same port."""
    query = {"limit": "20", "closed": "false", "active": "true"}
    if limits["scope"] == "markets":
        query["condition_ids"] = ",".join(limits["marketIds"][:20])
    if limits["scope"] == "event":
        query["event_slug"] = limits["eventSlug"] or ""
    markets = request("GET", "/markets?" + urllib.parse.urlencode(query))
    for market in markets:
        if market.get("acceptingOrders", True) and market.get("enableOrderBook", True):
            return market
    raise Unexpected(f"no open market in the grant's scope ({limits['scope']})")


def price_below(book, market, band_ticks):
    """A price TICKS_BELOW ticks under the best bid (or ask, or the catalog's price), on the tick."""
    tick = round(float(book["tick_size"]) * UNITS)
    best = book["bids"][-1:] or book["asks"][-1:]
    reference = best[0]["price"] if best else json.loads(market["outcomePrices"])[0]
    on_tick = round(float(reference) * UNITS) // tick * tick
    below = min(TICKS_BELOW, TICKS_BELOW if band_ticks is None else band_ticks)
    ticks = max(tick, on_tick - below * tick)
    return f"{ticks / UNITS:.4f}".rstrip("0").rstrip(".")


def main():
    if not TOKEN.startswith("mdg_"):
        raise Unexpected("set MARKETDESK_GRANT_TOKEN to a grant token (mdg_…) from the terminal")
    grant = request("GET", "/grant")
    expires = datetime.fromtimestamp(grant["expiresAt"] / 1000, timezone.utc).isoformat()
    limits = grant["limits"]
    print(
        f'grant "{grant["name"]}" ({grant["id"]}): {grant["status"]}, mode {limits["mode"]}, '
        f'account {grant["address"]}, expires {expires}'
    )
    if grant["status"] != "active":
        raise Unexpected(f"the grant is {grant['status']}")

    market = open_market(limits)
    token_id = json.loads(market["clobTokenIds"])[0]
    book = request("GET", "/book?" + urllib.parse.urlencode({"token_id": token_id}))
    intent = {
        "tokenId": token_id,
        "side": "BUY",
        "orderType": "GTC",
        "price": price_below(book, market, limits["bandTicks"]),
        "size": book["min_order_size"],
    }
    print(f"market: {market['question']} ({market['conditionId']})")
    print(f"placing BUY {intent['size']} @ {intent['price']} GTC")
    placed = request("POST", "/grant/order", intent)
    order_id = placed.get("orderID")
    if not placed.get("success") or not order_id:
        raise Unexpected(f"not placed: {placed.get('errorMsg')}")
    print(f"placed {order_id}: {placed['status']}")

    still_open = placed["status"] == "live"
    try:
        if not still_open:
            raise Unexpected(f"the order was {placed['status']}, not left resting")
        query = urllib.parse.urlencode({"market": market["conditionId"]})
        orders = request("GET", "/grant/orders?" + query)
        print("open orders of the grant in this market: " + ", ".join(o["id"] for o in orders))
        if not any(order["id"] == order_id for order in orders):
            raise Unexpected("the order placed is not among the open orders")
        canceled = request("DELETE", "/grant/order", {"orderID": order_id})
        if order_id not in canceled["canceled"]:
            raise Unexpected(f"not cancelled: {json.dumps(canceled['not_canceled'])}")
        still_open = False
        print(f"cancelled {order_id}")
    finally:
        # Whatever went wrong, leave nothing of ours on the book.
        if still_open:
            try:
                request("DELETE", "/grant/order", {"orderID": order_id})
            except Exception:
                pass

    usage = request("GET", "/grant")["usage"]
    print(
        f"usage: {usage['openOrders']} open orders, open notional {usage['openNotional']}, "
        f"sent today {usage['dailyNotional']}, {usage['ordersSent']} orders sent"
    )


if __name__ == "__main__":
    try:
        main()
    except Unexpected as error:
        print(f"grant_trader: {error}", file=sys.stderr)
        sys.exit(1)
    except (urllib.error.URLError, OSError) as error:
        print(f"grant_trader: cannot reach {BASE_URL}: {error}", file=sys.stderr)
        sys.exit(1)
