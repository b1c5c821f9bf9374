"""The odds panel tells the truth: every figure the view gives (the fight as it stands, each token
spent once or again, each hero sent, path taken or fight taken up) is checked against the engine
itself. Positions are sampled from seeded games; from each, the option is played and the game goes
on many times with fresh dice (the plain way: no more tokens, no more fights); how often the
encounter fell, the hero was hit and the hero was dead when its turn ended must match the figures
(exactly where a figure is 0 or 1). Seeds 003, "Attacco", "Difesa", "Ferite"."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.state import GauntletState

from .helpers import gauntlet

RUNS = 240  # resolutions of each figure
# The plain way on: roll, attack, take the hit, collect, and decline every further fight or risk.
PLAIN = ("roll", "go", "attack", "take-hit", "collect", "let-go", "avoid", "move-on", "end-turn", "rest",
         "suffer defense", "bet 0")
QUOTA = {"before": 6, "after": 6, "hit": 6, "kill": 4, "send": 6, "adventurer": 6, "path": 4, "troll": 4,
         "guardian": 2}
BEGINS_A_FIGHT = ("adventurer", "troll", "guardian", "path", "send")


def plain(state: GauntletState) -> Action:
    legal = state.legal_actions()
    for text in PLAIN:
        for action in legal:
            if str(action) == text or (action.verb == text and text in ("roll", "collect")):
                return action
    return legal[0]


@dataclass(frozen=True)
class Case:
    kind: str
    state: GauntletState
    hero: int
    action: Action | None  # None: the fight as it stands, played on plainly
    times: int
    figures: dict[str, Any]


@cache
def cases() -> list[Case]:
    """Positions of seeded games at which the panel shows odds, a few of every kind of decision,
    with every figure shown there."""
    game = get("gauntlet-of-fools")
    taken = {kind: 0 for kind in QUOTA}
    repeated = 0
    out: list[Case] = []
    for seed in range(60):
        state = game.new_game(2 + seed % 5, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            assert isinstance(state, GauntletState)
            odds = state.view(None)["odds"]
            kind = state.frames[-1].kind
            again = odds is not None and any(r["times"] > 1 for r in odds["rows"])
            if odds is not None and (taken.get(kind, 99) < QUOTA.get(kind, 0) or (again and repeated < 4)):
                taken[kind] = taken.get(kind, 0) + 1
                repeated += again
                frame = state.frames[-1]
                hero = state.fight.hero if state.fight is not None and kind not in ("send", "path") else (
                    frame.data.get("hero", -1))
                if odds["now"] is not None:
                    out.append(Case(kind, state.clone(), hero, None, 1, odds["now"]))
                for row in odds["rows"]:
                    action = Action.parse(row["action"])
                    who = hero if kind != "send" else state.hero_named(action.args[0]).index  # type: ignore[union-attr]
                    out.append(Case(kind, state.clone(), who, action, row["times"], row))
            state.apply(rng.choice(state.legal_actions()))
    assert all(taken[kind] >= min(2, QUOTA[kind]) for kind in QUOTA), taken
    assert repeated >= 2
    return out


def resolve(case: Case, seed: int) -> tuple[bool, bool, bool]:
    """(the encounter fell, the hero was hit, the hero was dead when its turn ended), one playing."""
    state = case.state.clone()
    state.rng = Rng(seed)
    events = []
    if case.action is not None:
        for _ in range(case.times):
            events += state.apply(case.action)
    # The fight the figures speak of: the one under way, or the one the option begins after it.
    skip = 1 if case.action is not None and case.kind in ("adventurer", "troll", "guardian") else 0
    fight: dict[str, Any] | None = None
    died = False
    while True:
        for event in events:
            data = event.data
            if data.get("hero") != case.hero:
                continue
            if event.kind == "fight_over" and fight is None:
                if skip:
                    skip -= 1
                else:
                    fight = data
            elif event.kind == "hero_died":
                died = True
            elif event.kind == "turn_over":
                assert fight is not None, "the hero's turn ended before its fight"
                return fight["killed"], fight["hit"], died
        if state.is_terminal():
            assert fight is not None
            return fight["killed"], fight["hit"], died
        events = state.apply(plain(state))


def agrees(p: float, hits: int, runs: int) -> bool:
    if p < 1e-9 or p > 1 - 1e-9:
        return hits == round(p * runs)
    return abs(hits / runs - p) <= 4 * math.sqrt(p * (1 - p) / runs) + 0.5 / runs


def test_the_positions_cover_every_kind_of_figure() -> None:
    kinds = {(c.kind, c.action is None) for c in cases()}
    assert {("before", True), ("after", True), ("hit", True), ("before", False)} <= kinds
    assert {kind for kind, now in kinds if not now} >= set(BEGINS_A_FIGHT) - {"guardian"}
    assert any(c.times > 1 for c in cases())


@pytest.mark.parametrize("part", range(4))
def test_every_figure_matches_how_often_the_engine_brings_it_about(part: int) -> None:
    wrong = []
    for case in cases()[part::4]:
        outcomes = [resolve(case, seed) for seed in range(RUNS)]
        for k, name in enumerate(("kill", "hit", "dies")):
            hits = sum(outcome[k] for outcome in outcomes)
            if not agrees(case.figures[name], hits, RUNS):
                wrong.append((case.kind, str(case.action), case.times, name, case.figures[name], hits / RUNS))
    assert not wrong, wrong


def test_a_fight_that_hits_for_certain_and_kills_says_so_before_it_is_taken_again() -> None:
    """The Adventurer may face its encounter once more (one click, turn 2 of a real game): with the
    monster's Attack at the hero's Defense and three wounds, a second fight is a hit for certain,
    and the fourth wound kills the hero at the end of the turn; the option shows it."""
    def prepare(s: GauntletState) -> None:
        s.heroes[0].class_tokens = 1
        s.heroes[0].wounds = 2

    s, _ = gauntlet(("adventurer", "dagger", ()), ("barbarian", "mace", ()), top=("mushroom-man",), dice=[1] * 8,
                    prepare=prepare)
    while s.frames[-1].kind != "adventurer":
        s.apply(plain(s))
    odds = s.view(0)["odds"]
    row = next(r for r in odds["rows"] if r["action"] == "use adventurer")
    assert row["hit"] == 1.0 and row["dies"] == 1.0 and row["kill"] < 0.5
