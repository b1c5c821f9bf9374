"""What a player's app checks in a host's messages beyond the protocol's shapes: that they describe
this table (its game, with the same cards, its number of seats, this seat) and that what the seat is
told it knows can be read by the game's own rules. A host is not trusted any more than a player: a
message that fails is refused in words (``Refused``) and the app goes on with the next one."""
from __future__ import annotations

from typing import Any

from game.engine.cards import digest
from game.engine.registry import get
from game.engine.state import Game

from .protocol import Refused


class Turned(Exception):
    """The host would not seat this player (a wrong code, a seat taken, another protocol...), or this
    app will not sit at that host's table (a game it does not know, other cards)."""

    def __init__(self, reason: str, key: str) -> None:
        super().__init__(reason)
        self.key = key


def game_of(welcome: dict[str, Any]) -> Game:
    """The welcome's game, as this app has it; ``Turned`` when the app does not know it or the host
    plays it with other cards (each app would imagine another game)."""
    try:
        game = get(welcome["game"])
    except KeyError:
        raise Turned(f"this app does not know the game {welcome['game']!r}", "net.refused.game") from None
    if welcome["card_set"] and welcome["card_set"] != digest(game.card_folder):
        raise Turned("the host plays with other card files than this app", "net.refused.cards")
    if any(entry["seat"] != i for i, entry in enumerate(welcome["seats"])) or len(welcome["seats"]) != welcome["players"]:
        raise Refused("the host's seats are not its table's", "net.refused.host_message", type="welcome")
    return game


class Vetting:
    """Checks each message from the host at one table, for one seat (None: before it is taken)."""

    def __init__(self, welcome: dict[str, Any]) -> None:
        self.welcome = welcome
        self.game = game_of(welcome)
        self.players = int(welcome["players"])
        self.seat: int | None = None
        self._fields: set[str] | None = None

    def check(self, message: dict[str, Any]) -> dict[str, Any]:
        kind = message["type"]
        if kind in ("table", "seats") and len(message["seats"]) != self.players or \
                any(entry["seat"] != i for i, entry in enumerate(message.get("seats", []))):
            raise self._wrong(kind, "seats")
        if kind == "joined" and message["seat"] >= self.players:
            raise self._wrong(kind, "seat")
        if kind == "table":
            self._view(message["view"])
            if message["information"] is not None:
                self._information(message["information"])
        return message

    def _view(self, view: dict[str, Any]) -> None:
        if self._fields is None:  # every view of a game has the fields of its first one
            fresh = self.game.new_game(self.players, 0, dict(self.welcome["options"]))
            self._fields = set(fresh.view(self.seat))
        if set(view) != self._fields or view.get("game") != self.game.id or view.get("seat") != self.seat or \
                not isinstance(view.get("over"), bool) or view.get("deciding") not in (None, *range(self.players)):
            raise self._wrong("table", "view")

    def _information(self, information: dict[str, Any]) -> None:
        try:
            state = self.game.from_information(information)
            ours = state.current_player() == self.seat
        except Exception:  # noqa: BLE001 - whatever the rules make of a damaged message, it is refused
            ours = False
        if not ours:
            raise self._wrong("table", "information")

    @staticmethod
    def _wrong(kind: str, field: str) -> Refused:
        return Refused(f"the host sent a {kind} message whose {field} is not this table's", "net.refused.host_message",
                       type=kind, field=field)
