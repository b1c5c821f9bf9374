"""What the host tells, and whom: each seat its own table (``state.view(seat)``, the events it may see
and, while it decides, what it knows as data), and this computer's own window the public table.

A seat is sent its whole view when it takes its seat (or asks again); after each move, only what
changed in its view since the last one it was sent (``moved``, with the ply that view was at, so a
seat holding another one asks for the whole again). The public table goes to the watchers whole: they
are in this process, not on the wire.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from game.engine.events import Event
from game.engine.match import Match

from .delta import diff
from .links import Link
from .protocol import encode

Watcher = Callable[[dict[str, Any]], None]
Standing = Callable[[], dict[str, Any]]  # who sits where and whether the game has begun: a message's seats


class Tidings:
    def __init__(self, match: Match, standing: Standing) -> None:
        self.match = match
        self.standing = standing
        self.watchers: list[Watcher] = []

    def fields(self, seat: int | None, events: list[Event], history: bool = False) -> dict[str, Any]:
        """A ``table`` message's fields for ``seat`` (None: the public, for the watchers)."""
        state = self.match.state
        deciding = seat is not None and state.current_player() == seat
        return {"ply": len(self.match.actions), "view": state.view(seat), "events": [e.for_seat(seat) for e in events],
                "history": history,
                "information": self.match.game.information(state, seat) if deciding and seat is not None else None,
                **self.standing()}

    def whole(self, link: Link, seat: int, events: list[Event], history: bool = False) -> None:
        """The seat's whole table, which what changes next is sent against."""
        fields = self.fields(seat, events, history)
        text = encode("table", **fields)
        link.shown = (fields["ply"], json.loads(text)["view"])
        link.send(text)

    def moved(self, link: Link, seat: int, events: list[Event]) -> None:
        """What changed for the seat since its last table (the whole table, if it was sent none)."""
        if link.shown is None:
            self.whole(link, seat, events)
            return
        fields = self.fields(seat, events)
        # As the seat reads it: JSON, tuples as lists, and nothing shared with the state, which goes on changing.
        view = json.loads(json.dumps(fields.pop("view")))
        base, shown = link.shown
        del fields["history"]
        link.send(encode("moved", base=base, changes=diff(shown, view), **fields))
        link.shown = (fields["ply"], view)

    def watch(self, watcher: Watcher, log: list[Event]) -> None:
        self.watchers.append(watcher)
        watcher(json.loads(encode("table", **self.fields(None, log, history=True))))

    def public(self, events: list[Event]) -> None:
        if self.watchers:
            self.tell_watchers(encode("table", **self.fields(None, events)))

    def tell_all(self, links: list[Link], kind: str, **fields: Any) -> None:
        """The same message to ``links`` and to every watcher."""
        text = encode(kind, **fields)
        for link in links:
            link.send(text)
        self.tell_watchers(text)

    def tell_watchers(self, text: str) -> None:
        """Each watcher gets the message as a link's reader would: parsed from its text, so nothing it
        holds is shared with the state the host goes on changing."""
        for watcher in self.watchers:
            watcher(json.loads(text))
