"""Monster Day's state: six spaces by the Aces, four monster tokens, two hands and the deck.

Board: six Aces in a row; spaces 0-2 are seat 0's village, 3-5 seat 1's. A monster's position runs
from -3 to 3: negative in seat 0's village, positive in seat 1's, 0 the start between them, which it
leaves once and never re-enters. Rulebook: ``shared/seeds/001_20d7c26e94c0c48a.txt``.
"""
from __future__ import annotations

from typing import Any

from game.engine.events import Event
from game.engine.flow import Flow, FlowState
from game.engine.rng import Rng
from game.engine.state import View

from .cards import FIXED, ROLL, ROLLED, SUITS, VALUES, points_by_monster
from .view import determinize, game_view, open_view

FLOW = Flow("monster-day")
HAND_SIZE = 3


class MonsterDayState(FlowState):
    game_id = "monster-day"
    flow = FLOW
    __slots__ = ("players", "rng", "extended", "aces", "spaces", "monsters", "hands", "deck", "turn", "first",
                 "last_roll", "opening_events", "sums", "rolled")

    def __init__(self) -> None:
        self.init_flow()
        self.players = 2
        self.rng = Rng(0)
        self.extended = False
        self.aces: list[str] = []
        self.spaces: list[list[str]] = [[] for _ in range(6)]
        self.monsters = [0, 0, 0, 0]
        self.hands: list[list[str]] = [[], []]
        self.deck: list[str] = []
        self.turn = 1
        self.first = 0
        self.last_roll: list[int] | None = None
        self.opening_events: list[Event] = []
        # Running totals of the top cards, monster-major: sums[2 * m + village]; ``rolled`` counts the
        # Pawns and Courts among them, whose values are rolled only when the monster moves.
        self.sums = [0] * 8
        self.rolled = [0] * 8

    def turn_number(self) -> int:
        return self.turn

    def standing(self) -> list[int]:
        return self.points()

    def opening_log(self) -> list[Event]:
        return self.opening_events

    # --- what the chapters share -------------------------------------------------------------
    def retally(self, village: int, covered: str | None, card: str) -> None:
        # Unrolled: this runs on every play, in every playout the AI makes.
        sums = self.sums
        f = FIXED[card]
        sums[village] += f[0]
        sums[2 + village] += f[1]
        sums[4 + village] += f[2]
        sums[6 + village] += f[3]
        if covered is not None:
            f = FIXED[covered]
            sums[village] -= f[0]
            sums[2 + village] -= f[1]
            sums[4 + village] -= f[2]
            sums[6 + village] -= f[3]
        if card in ROLLED or covered in ROLLED:
            for m in range(4):
                self.rolled[2 * m + village] += (VALUES[card][m] == ROLL) - (covered is not None and VALUES[covered][m] == ROLL)

    def points(self) -> list[int]:
        return [sum(column) for column in zip(*points_by_monster(self.monsters))]

    # --- the engine's interface -------------------------------------------------------------
    def game_view(self, seat: int | None) -> View:
        return game_view(self, seat)

    def game_view_all(self, seat: int | None) -> View:
        return open_view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "MonsterDayState":
        return determinize(self, observer, rng)

    def clone(self) -> "MonsterDayState":
        s = MonsterDayState.__new__(MonsterDayState)
        self.copy_flow_to(s)
        s.players = 2
        s.rng = self.rng.copy()
        s.extended = self.extended
        s.aces = self.aces  # never changes after setup
        s.spaces = [list(x) for x in self.spaces]
        s.monsters = list(self.monsters)
        s.hands = [list(self.hands[0]), list(self.hands[1])]
        s.deck = list(self.deck)
        s.turn = self.turn
        s.first = self.first
        s.last_roll = self.last_roll
        s.opening_events = []
        s.sums = list(self.sums)
        s.rolled = list(self.rolled)
        return s

    def to_snapshot(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state, "extended": self.extended, "aces": list(self.aces),
            "spaces": [list(x) for x in self.spaces], "monsters": list(self.monsters),
            "hands": [list(h) for h in self.hands], "deck": list(self.deck),
            "turn": self.turn, "first": self.first,
            "last_roll": list(self.last_roll) if self.last_roll else None, **self.flow_snapshot(),
        }

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "MonsterDayState":
        s = MonsterDayState()
        s.load_flow(data)
        s.rng = Rng.restore(int(data["rng"]))
        s.extended = bool(data["extended"])
        s.aces = [str(a) for a in data["aces"]]
        s.spaces = [[str(c) for c in x] for x in data["spaces"]]
        s.monsters = [int(m) for m in data["monsters"]]
        s.hands = [[str(c) for c in h] for h in data["hands"]]
        s.deck = [str(c) for c in data["deck"]]
        s.turn = int(data["turn"])
        s.first = int(data["first"])
        s.last_roll = [int(d) for d in data["last_roll"]] if data["last_roll"] else None
        known = set(s.deck).union(*s.hands, *s.spaces)
        if sorted(s.aces) != sorted(SUITS) or not known <= set(VALUES):
            raise ValueError("snapshot names an unknown card or a wrong row of Aces")
        for space, stack in enumerate(s.spaces):
            if stack:
                s.retally(space // 3, None, stack[-1])
        return s
