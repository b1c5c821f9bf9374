"""Every level of every game decides from its seat's view alone: the same position with everything that
seat cannot see dealt again, and other dice to come, gets the same decision from the same generator.

Each game's own properties test permutes its hidden cards by hand for some levels; this one asks every
level, in every game, at the smallest and at four seats (architecture guide, "AI").
"""
from __future__ import annotations

import json
import zlib

import pytest

from game.ai import LEVEL_NAMES, Level, decide, level_for
from game.ai.search import CHOOSERS
from game.engine.actions import Action
from game.engine.registry import all_games, get
from game.engine.rng import Rng
from game.engine.state import Game, State

CASES = [(g.id, n) for g in all_games() for n in sorted({g.players.start, 4} & set(g.players))]
POSITIONS = 4


def positions(game_id: str, players: int) -> list[State]:
    """Positions of random games at several depths, each with a seat to decide."""
    game = get(game_id)
    rng = Rng(players * 31 + len(game_id))
    out = []
    for seed in range(POSITIONS):
        state = game.new_game(players, 600 + seed)
        for _ in range(rng.below(60) + 1):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            out.append(state)
    return out


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_no_level_sees_what_its_seat_cannot(game_id: str, players: int) -> None:
    game = get(game_id)
    hidden_differs = 0
    for index, state in enumerate(positions(game_id, players)):
        seat = state.current_player()
        assert seat is not None
        # A determinized copy is, by the state's contract, the seat's view with all else dealt again.
        twin = state.determinize(seat, Rng(index + 99))
        assert twin.view(seat) == state.view(seat)
        hidden_differs += twin.to_snapshot() != state.to_snapshot()
        for name in LEVEL_NAMES:
            level = level_for(game, name, iterations=None if name in ("random", "easy") else 12)
            assert decide(game, state, level, Rng(index)) == decide(game, twin, level, Rng(index)), (
                f"{game_id}, {players} players, position {index}: {name} decides on what seat {seat} cannot see")
    assert hidden_differs, "no position had anything hidden to deal again: the check would prove nothing"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_level_reading_all_it_is_handed_still_learns_nothing_hidden(
        game_id: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches deal the hidden cards again themselves, so they would pass the test above even if
    handed the real state; a chooser that reads every field of what it is handed shows that ``decide``
    hands over the seat's view and nothing else."""
    game = get(game_id)

    def peeking(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
        return legal[zlib.crc32(json.dumps(info.to_snapshot(), sort_keys=True).encode()) % len(legal)]

    monkeypatch.setitem(CHOOSERS, "peeking", peeking)
    level = Level("peeking", "peeking", 1)
    chosen = []
    for index, state in enumerate(positions(game_id, players)):
        seat = state.current_player()
        assert seat is not None
        twin = state.determinize(seat, Rng(index + 99))
        if len(state.legal_actions()) > 1:
            chosen.append(decide(game, state, level, Rng(index)))
            assert decide(game, twin, level, Rng(index)) == chosen[-1]
    assert chosen, "no position offered a choice"
