"""A seat at a host played by an AI level, without a window: ``card-table join``.

The AI decides from what the seat knows (the information the host sends with each decision), never
from a state it does not have. The seat's secret is kept in the keyring as soon as it is given, so a
player killed or cut off takes the same seat again: while the host cannot be reached the player keeps
trying, for ``patience`` seconds at a time. The seat is held in the keyring while it is played, so
that a second player started at the same computer takes a seat of its own; when the game is over its
secret is let go.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed

from game.ai import bot_rng

from .keyring import Keyring, Ticket
from .locks import Lock
from .place import search
from .protocol import Refused
from .seat import Claim, Connection, Table, Turned, keep
from .thinker import Thinker


@dataclass
class Player:
    """Who plays the seat and how: the table's address, the claim's parts, the AI level, and the seed
    its decisions are drawn from (the same seed, seat and move give the same decision)."""

    where: str
    code: str
    name: str
    level: str
    seat: int | None = None
    seed: int | None = None
    iterations: int | None = None
    patience: float = 120.0
    notify: Callable[[str], None] = lambda text: None

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = int.from_bytes(os.urandom(8), "big")


class Mine:
    """The seat this player took, once it has one: claimed back with its own secret on every
    reconnection, whatever else the keyring holds; and the keyring's hold on it."""

    def __init__(self) -> None:
        self.ticket: Ticket | None = None
        self.lock: Lock | None = None

    def take(self, keyring: Keyring, ticket: Ticket) -> bool:
        if self.ticket != ticket:
            self.release()
            self.lock = keyring.hold(ticket)
            if self.lock is None:
                return False  # another app here plays that seat
            self.ticket = ticket
        return True

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
        self.ticket, self.lock = None, None


async def play(player: Player, keyring: Keyring, thinker: Thinker) -> Table:
    """Takes a seat, plays it to the end of the game (or until the host quits), and returns the table as
    the host last showed it."""
    mine = Mine()

    def seated(table: Table) -> None:
        ticket = Ticket(table.where, table.game, str(table.welcome["table"]), table.seat, player.name, table.secret)
        keyring.keep(ticket)
        mine.take(keyring, ticket)
        player.notify(f"seat {table.seat + 1} of {table.welcome['title']} at {table.where}")

    try:
        table = await keep(player.where, lambda welcome: _claim(player, keyring, mine, welcome),
                           lambda connection, table: _seated(player, connection, table, thinker), player.patience,
                           seated, lambda where: search(keyring, where))
    finally:
        ticket = mine.ticket
        mine.release()
    if table.closed == "game-over" and ticket is not None:
        keyring.forget(ticket)  # a finished game is not gone back to, as in the window
    return table


def _claim(player: Player, keyring: Keyring, mine: Mine, welcome: dict[str, Any]) -> Claim:
    if mine.ticket is not None:
        return Claim(seat=mine.ticket.seat, secret=mine.ticket.secret)
    seats = welcome["seats"]
    for ticket in keyring.candidates(player.where, welcome["game"], welcome["table"], player.seat):
        if ticket.seat < len(seats) and seats[ticket.seat]["status"] in ("away", "here") and mine.take(keyring, ticket):
            return Claim(seat=ticket.seat, secret=ticket.secret)
    return Claim(name=player.name, code=player.code, seat=player.seat)


async def _seated(player: Player, connection: Connection, table: Table, thinker: Thinker) -> None:
    """Reads the host's messages and answers each decision of this seat, until the table closes."""
    asked = -1
    while table.closed is None:
        try:
            message = await connection.receive()
        except Refused as refusal:  # a damaged message from the host is set aside; the next may do
            player.notify(f"set aside a message from the host: {refusal}")
            continue
        table.read(message)
        if message["type"] == "error":
            player.notify(f"the host refused a move: {message['reason']}")
            if message["key"] != "net.refused.stale":
                raise Turned(message["reason"], message["key"])
        if table.deciding and table.ply != asked:
            asked = table.ply
            assert player.seed is not None and table.information is not None
            action = await thinker.decide(table.game, table.information, player.level, player.iterations,
                                          bot_rng(player.seed, table.seat, table.ply))
            try:
                await connection.act(table.ply, str(action))
            except ConnectionClosed:
                continue  # what the host said before it closed (that it quit, say) is still to be read
