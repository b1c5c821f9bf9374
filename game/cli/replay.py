"""``replay SAVE``: rebuilds a saved game from its seed and log and tells what happened.

By default the game is told in the sentences of the window's log (``Game.describe``), as an
onlooker who sees everything, hidden cards and deck order included; ``--seat N`` tells it as that
seat saw it, and ``--events`` prints the raw events instead.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.engine import paths
from game.engine.events import Event
from game.engine.match import Match
from game.engine.saves import SaveError, load
from game.i18n import CATALOGUE, set_language, t

from . import CommandError, saves_folder


def find_save(name: str) -> Path:
    """A path as given, else a save of that name in the saves folder, else one of the example saves
    that ship with the app (``.json`` may be left off)."""
    given = Path(name)
    if given.exists():
        return given
    folder = saves_folder()
    for place in (folder, paths.shipped("saves")):
        for candidate in (place / name, place / f"{name}.json"):
            if candidate.is_file():
                return candidate
    raise CommandError(f"no save called {name!r}, neither as a path nor in {folder} nor among the examples")


def raw(event: dict[str, Any]) -> str:
    data = dict(event)
    kind = data.pop("kind")
    details = ", ".join(f"{k}={v}" for k, v in data.items())
    return f"{kind}: {details}" if details else kind


class Teller:
    """Prints one game's events, in sentences or raw, as everyone or one seat may see them."""

    def __init__(self, match: Match, seat: int | None, events: bool) -> None:
        self.game = match.game
        self.names = [s.name for s in match.seats]
        self.seat = seat
        self.events = events

    def seen(self, event: Event) -> dict[str, Any]:
        return event.full() if self.seat is None else event.for_seat(self.seat)

    def tell(self, event: Event) -> None:
        seen = self.seen(event)
        if self.events:
            print(f"        {raw(seen)}")
            return
        line = self.game.describe(seen, self.names)
        if line is not None:
            print(line.text() if line.heading else f"  {line.text()}")

    def move(self, ply: int, mover: int | None, action: str) -> None:
        if not self.events:
            return  # the sentences tell each move through its events
        who = self.names[mover] if mover is not None else "?"
        shown = action if self.seat is None or mover == self.seat else t("replay.their_move")
        print(f"{ply:4d}. {who}: {shown}")


def _heading(match: Match, seat: int | None) -> str:
    seats = ", ".join(t("replay.ai_seat", name=s.name, level=t(f"level.{s.level}").lower())
                      if s.kind == "ai" and s.level else s.name for s in match.seats)
    key = f"{match.game.id}.title"  # each game's catalogue names it in every language
    title = t(key) if CATALOGUE.has(key) else match.game.title
    if seat is not None:  # the seed would give away every shuffle
        return t("replay.heading_seat", game=title, seats=seats, seat=match.seats[seat].name)
    return t("replay.heading", game=title, seats=seats, seed=match.seed,
             options=", ".join(f"{k}={v}" for k, v in match.options.items()) or "-")


def run_replay(args: argparse.Namespace) -> int:
    if args.lang not in CATALOGUE.tables:
        raise CommandError(f"no language {args.lang!r} (languages: {', '.join(sorted(CATALOGUE.tables))})")
    set_language(args.lang)
    path = find_save(args.save)
    try:
        loaded = load(path, upgrade=False)
    except SaveError as error:
        # The engine names the file as the save list shows it; the command line names the path given.
        raise CommandError(f"{path}{str(error).removeprefix(path.name)}") from None
    match = loaded.match
    seat = None if args.seat is None else args.seat - 1
    if seat is not None and seat >= match.players:
        raise CommandError(f"--seat {args.seat}: this game has {match.players} seats")
    teller = Teller(match, seat, args.events)
    print(_heading(match, seat))
    state = match.game.new_game(match.players, match.seed, match.options)
    for event in state.opening_log():
        teller.tell(event)
    for ply, action in enumerate(match.actions, 1):
        mover = state.current_player()
        teller.move(ply, mover, str(action))
        for event in state.apply(action):
            teller.tell(event)
    if state.is_terminal():
        result = state.result()
        winners = t("replay.and").join(teller.names[w] for w in result.winners)
        key = "replay.draw" if result.draw else "replay.winner"
        print(t(key, winners=winners, scores=", ".join(f"{teller.names[i]} {s:g}" for i, s in enumerate(result.scores))))
    else:
        print(t("replay.unfinished", moves=len(match.actions)))
    if loaded.card_warning:
        print(t("replay.note", note=loaded.card_warning))
    return 0
