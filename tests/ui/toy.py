"""A tiny game for testing the session without Monster Day's dice: two seats add 1 or 2 to a count,
or "roll", which draws from the generator and so is a chance event. First to make the count 10 or
more wins."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import GAME_OVER, TURN_BEGINS, Event
from game.engine.rng import Rng
from game.engine.state import Game, OptionValue, Result, State, View

ADD1, ADD2, ROLL = Action("add", (1,)), Action("add", (2,)), Action("roll")


class CountState(State):
    game_id = "count-to-ten"
    __slots__ = ("players", "rng", "count", "current", "winner")

    def __init__(self, seed: int) -> None:
        self.players = 2
        self.rng = Rng(seed)
        self.count = 0
        self.current = 0
        self.winner: int | None = None

    def current_player(self) -> int | None:
        return None if self.winner is not None else self.current

    def legal_actions(self) -> list[Action]:
        return [] if self.winner is not None else [ADD1, ADD2, ROLL]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction("no", "illegal.generic")
        events = []
        if action == ROLL:
            value = self.rng.die(2)
            events.append(Event("rolled", {"seat": self.current, "value": value}, chance=True))
        else:
            value = int(action.args[0])
            events.append(Event("added", {"seat": self.current, "value": value}))
        self.count += value
        if self.count >= 10:
            self.winner = self.current
            events.append(Event(GAME_OVER, {"winner": self.current}))
        else:
            self.current = 1 - self.current
            events.append(Event(TURN_BEGINS, {"seat": self.current}))
        return events

    def is_terminal(self) -> bool:
        return self.winner is not None

    def result(self) -> Result:
        assert self.winner is not None
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(2))
        return Result(scores, (self.winner,), "reached ten")

    def view(self, seat: int | None) -> View:
        return {"count": self.count, "current": self.current_player()}

    def determinize(self, observer: int, rng: Rng) -> "CountState":
        copy = self.clone()
        copy.rng = rng.fork()
        return copy

    def clone(self) -> "CountState":
        copy = CountState(0)
        copy.rng, copy.count, copy.current, copy.winner = self.rng.copy(), self.count, self.current, self.winner
        return copy

    def to_snapshot(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "count": self.count, "current": self.current, "winner": self.winner}


class CountToTen(Game):
    id = "count-to-ten"
    title = "Count to ten"
    players = range(2, 3)
    card_folder = "monster_day"

    def new_game(self, players: int, seed: int, options: dict[str, OptionValue] | None = None) -> State:
        return CountState(seed)

    def from_snapshot(self, data: dict[str, Any]) -> State:
        raise ValueError("the counting toy is never saved: the session tests only replay its log")
