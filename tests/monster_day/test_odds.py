"""The dice odds the table shows before a Monster Day play: each figure against how often the engine's
own turn, played from that position with many seeds, moves each monster each way."""
from __future__ import annotations

from typing import Any, Iterator

from game.engine import registry
from game.engine.rng import Rng
from game.games.monster_day.odds import play_odds, turn_odds
from game.games.monster_day.state import MonsterDayState

GAME = registry.get("monster-day")
RUNS = 2500
TOLERANCE = 0.035  # about four standard errors at 2500 runs


def positions(options: dict[str, Any], seeds: range, every: int) -> Iterator[MonsterDayState]:
    for seed in seeds:
        state = GAME.new_game(2, seed, options)
        rng = Rng(seed)
        n = 0
        while not state.is_terminal():
            if n % every == 0:
                yield state
            state.apply(GAME.playout_action(state, rng))
            n += 1


def frequencies(state: MonsterDayState, action: Any) -> list[list[float]]:
    """How often each monster stepped toward each end when the engine played ``action`` RUNS times."""
    out = [[0.0, 0.0] for _ in range(4)]
    for n in range(RUNS):
        trial = state.clone()
        trial.rng = Rng(10_000 + n)
        trial.apply(action)
        for m, (a, b) in enumerate(zip(state.monsters, trial.monsters)):
            out[m][0] += (b < a) / RUNS
            out[m][1] += (b > a) / RUNS
    return out


def test_each_figure_matches_the_engines_own_turns() -> None:
    checked = moving = rolled = 0
    for options in ({}, {"extended-deck": "all"}):
        for state in positions(options, range(2), 9):
            seat = state.current_player()
            assert seat is not None
            for action in state.legal_actions()[:2]:
                odds, seen = play_odds(state, seat, action), frequencies(state, action)
                for m in range(4):
                    for side in (0, 1):
                        assert abs(odds[m][side] - seen[m][side]) < TOLERANCE, (options, str(action), m, odds, seen)
                checked += 1
                moving += any(x > 0 for pair in odds for x in pair)
                rolled += any(state.rolled) and 0 < sum(x for pair in odds for x in pair)
    assert checked >= 8 and moving >= 4 and rolled >= 1, (checked, moving, rolled)


def test_without_rolled_values_a_monster_moves_on_its_die_alone() -> None:
    """The basic deck: a monster whose totals differ and that can still step is asked on 11 rolls in 36."""
    for state in positions({}, range(3), 5):
        seat = state.current_player()
        assert seat is not None
        for action in state.legal_actions():
            for m, (toward0, toward1) in enumerate(play_odds(state, seat, action)):
                assert min(toward0, toward1) == 0.0
                assert max(toward0, toward1) in (0.0, 11 / 36) or abs(max(toward0, toward1) - 11 / 36) < 1e-9


def test_the_odds_are_the_deciding_seats_alone_and_name_every_play() -> None:
    state = GAME.new_game(2, 5, {})
    seat = state.current_player()
    assert seat is not None
    mine = state.view(seat)["odds"]
    assert set(mine) == {""} | {str(a) for a in state.legal_actions()}
    assert state.view(1 - seat)["odds"] is None and state.view(None)["odds"] is None
    assert mine == turn_odds(state, seat)
