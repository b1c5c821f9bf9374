"""The dice odds of a Monster Day turn, for the table to show before a card is played: for each play
the seat may make (and for the totals as they stand), the chance that each monster ends the turn one
step nearer each village.

They are worked out by the rules' own chapters, taken from the game's flow: the play is made on a copy
by the ``play`` decision's act, then the ``chances`` step is run on scripted dice. Run once for each of
the 36 rolls, its events say which monsters each roll asks about; run again on the double of a
monster's die, over every value its Pawns and Courts may roll (each sum of two dice once, weighted by
how often it comes), it says where that monster goes when asked. A monster's rolled values are its
own, so the two multiply. More than ``EXACT_ROLLS`` rolled values to go through are sampled instead,
with fixed seeds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.flow import Frame
from game.engine.rng import Rng

from .cards import MONSTERS

if TYPE_CHECKING:
    from .state import MonsterDayState

EXACT_ROLLS = 1 + 11 + 11 ** 2  # runs for one monster: two rolled values gone through, three sampled
SAMPLES = 300
Odds = list[list[float]]  # per monster: [chance it steps toward seat 0's end, toward seat 1's end]
# Each sum of two dice once, as the roll (a-1)*6 + (b-1) the rules draw, with how often it comes.
SUMS = [(next((a - 1) * 6 + b - 1 for a in range(1, 7) for b in range(1, 7) if a + b == total),
         sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == total) / 36) for total in range(2, 13)]
ASKED = ("monster_moved", "monster_stays")


class _More(Exception):
    """The scripted rolls ran out."""


class _Script:
    """Stands in for the state's Rng: answers ``below`` with the rolls given, in order, then from
    ``then`` (an Rng) or with ``rest`` if either is set, or else says it needs more."""

    def __init__(self, rolls: tuple[int, ...], rest: int | None = None, then: Rng | None = None) -> None:
        self.rolls = rolls
        self.rest = rest
        self.then = then
        self.used = 0

    def below(self, n: int) -> int:
        self.used += 1
        if self.used <= len(self.rolls):
            return self.rolls[self.used - 1]
        if self.then is not None:
            return self.then.below(n)
        if self.rest is None:
            raise _More
        return self.rest


def _placed(s: "MonsterDayState", seat: int, action: Action | None) -> "MonsterDayState":
    """A copy of the state with ``action`` played by its own rule, just before the dice."""
    base = s.clone()
    if action is not None:
        base.flow.kinds["play"].act(base, Frame("play", seat, {}), action)
    return base


def _run(base: "MonsterDayState", seat: int, rng: object) -> "MonsterDayState":
    step = base.flow.kinds["chances"].step
    assert step is not None
    trial = base.clone()
    trial.rng = rng  # type: ignore[assignment]
    trial.events = []
    step(trial, Frame("chances", seat, {}))
    return trial


def _where(base: "MonsterDayState", m: int, trial: "MonsterDayState") -> list[float]:
    """Nearer seat 0's end is a lower position."""
    a, b = base.monsters[m], trial.monsters[m]
    return [1.0 if b < a else 0.0, 1.0 if b > a else 0.0]


def play_odds(s: "MonsterDayState", seat: int, action: Action | None) -> Odds:
    """Each monster's chance to step toward each village this turn, after ``action`` (None: the totals
    as they stand)."""
    base = _placed(s, seat, action)
    asked = [0.0] * len(MONSTERS)
    for roll in range(36):
        for event in _run(base, seat, _Script((roll,), rest=0)).events:
            if event.kind in ASKED:
                asked[MONSTERS.index(event.data["monster"])] += 1 / 36
    out: Odds = []
    for m, chance in enumerate(asked):
        when = _when_asked(base, seat, m) if chance else [0.0, 0.0]
        out.append([chance * when[0], chance * when[1]])
    return out


def _when_asked(base: "MonsterDayState", seat: int, m: int) -> list[float]:
    """Where monster ``m`` goes when its die comes up: the double of its die, over its rolled values."""
    double = m * 6 + m
    out = [0.0, 0.0]
    pending: list[tuple[tuple[int, ...], float]] = [((), 1.0)]
    runs = 0
    while pending:
        values, weight = pending.pop()
        runs += 1
        if runs > EXACT_ROLLS:
            return _sampled(base, seat, m, double)
        try:
            trial = _run(base, seat, _Script((double, *values)))
        except _More:
            pending += [((*values, roll), weight * often) for roll, often in SUMS]
            continue
        where = _where(base, m, trial)
        out = [out[0] + weight * where[0], out[1] + weight * where[1]]
    return out


def _sampled(base: "MonsterDayState", seat: int, m: int, double: int) -> list[float]:
    out = [0.0, 0.0]
    for n in range(SAMPLES):
        where = _where(base, m, _run(base, seat, _Script((double,), then=Rng(n))))
        out = [out[0] + where[0] / SAMPLES, out[1] + where[1] / SAMPLES]
    return out


def turn_odds(s: "MonsterDayState", seat: int) -> dict[str, Odds]:
    """For the seat about to play: the odds as things stand ("") and after each play it may make (by
    the action's text)."""
    out = {"": play_odds(s, seat, None)}
    for action in s.legal_actions():
        out[str(action)] = play_odds(s, seat, action)
    return out
