"""The AI levels work on any registered game through determinized copies (architecture guide, "AI")."""
from __future__ import annotations

import gc

import pytest

from game.ai import LEVEL_NAMES, Level, decide, level_for
from game.ai.arena import play
from game.ai import search
from game.ai.search import CHOOSERS
from game.engine.registry import all_games, get
from game.engine.rng import Rng
from game.engine.state import Game, State

GAME = get("monster-day")


def positions(count: int) -> list:
    rng = Rng(3)
    out = []
    for seed in range(count):
        state = GAME.new_game(2, seed)
        for _ in range(rng.below(28)):
            state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_chooses_a_legal_action_and_leaves_the_state_alone(level: str) -> None:
    chosen = level_for(GAME, level, iterations=None if level in ("random", "easy") else 40)
    for state in positions(12):
        before = state.to_snapshot()
        action = decide(GAME, state, chosen, Rng(1))
        assert action in state.legal_actions()
        assert state.to_snapshot() == before


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_decision_is_reproducible_from_its_seed(level: str) -> None:
    chosen = level_for(GAME, level, iterations=None if level in ("random", "easy") else 40)
    for state in positions(6):
        assert decide(GAME, state, chosen, Rng(9)) == decide(GAME, state, chosen, Rng(9))


def test_a_whole_ai_game_is_reproducible_from_its_seed() -> None:
    first = play("monster-day", ["easy", "random"], 5, trace=True)
    second = play("monster-day", ["easy", "random"], 5, trace=True)
    assert first.trace == second.trace and first.scores == second.scores


def test_level_names_and_overrides() -> None:
    assert LEVEL_NAMES == ("random", "easy", "normal", "hard")
    assert level_for(GAME, "hard", iterations=7).iterations == 7
    with pytest.raises(ValueError, match="no AI level 'genius'"):
        level_for(GAME, "genius")


def test_deciding_when_the_game_is_over_is_refused() -> None:
    state = GAME.new_game(2, 1)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="game is over"):
        decide(GAME, state, "easy", Rng(1))


def test_easy_beats_random_more_often_than_not() -> None:
    """A smoke check of the evaluator's direction; the strength figures are measured in tests/bench."""
    wins = 0
    for seed in range(30):
        levels = ["easy", "random"] if seed % 2 == 0 else ["random", "easy"]
        record = play("monster-day", levels, seed)
        wins += record.winners == [levels.index("easy")]
    assert wins >= 20


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_registered_game_plays_to_the_end_with_tiny_budgets(game: str) -> None:
    g = get(game)
    players = g.players.start
    record = play(game, ["random"] * players, 11)
    # A solo game may end lost (Dungeon Run's hero falls to the Lord): a reason, but no winner.
    assert record.reason and (record.winners or players == 1)
    state = g.new_game(players, 11)
    assert decide(g, state, level_for(g, "hard", iterations=8), Rng(2)) in state.legal_actions()


def test_a_search_pauses_the_cyclic_collector_and_leaves_it_as_it_found_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def chooser(*args: object) -> object:
        seen.append(gc.isenabled())
        raise RuntimeError("the search failed")

    state = positions(1)[0]
    hard = level_for(GAME, "hard", iterations=10)
    monkeypatch.setitem(CHOOSERS, hard.kind, chooser)
    was_on = gc.isenabled()
    try:
        for on in (True, False):
            gc.enable() if on else gc.disable()
            with pytest.raises(RuntimeError):
                decide(GAME, state, hard, Rng(1))
            assert gc.isenabled() is on
    finally:
        gc.enable() if was_on else gc.disable()
    assert seen == [False, False]


def choices(game: Game, rng: Rng, games: int, moves: int) -> list[State]:
    """Two-player positions after up to ``moves`` random moves, one per seed, where the seat to move
    has more than one option (a search with one option returns it at once)."""
    states = []
    for seed in range(games):
        state = game.new_game(2, seed)
        for _ in range(rng.below(moves)):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            states.append(state)
    return states


def test_a_search_that_stops_once_settled_chooses_as_the_whole_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """ISMCTS stops when no other action can catch up in the iterations left: the same choice, less time."""
    game = get("gauntlet-of-fools")
    level = Level("search", "ismcts", 160, cut=4, time_cap=1e9)  # no clock in the way
    stopped: list[int] = []
    real = search.settled

    def counting(root: search._Node, remaining: int) -> bool:
        done = real(root, remaining)
        if done:
            stopped.append(remaining)
        return done

    states = choices(game, Rng(8), 8, 40)
    monkeypatch.setattr(search, "settled", counting)
    early = [decide(game, state, level, Rng(3)) for state in states]
    monkeypatch.setattr(search, "settled", lambda root, remaining: False)
    assert [decide(game, state, level, Rng(3)) for state in states] == early
    assert stopped, "no search settled early: the check compared nothing"


def _sums(rows: list[list[float]]) -> tuple[list[float], list[list[float]]]:
    n = len(rows[0])
    totals = [sum(row[i] for row in rows) for i in range(n)]
    products = [[sum(row[i] * row[j] for row in rows) for j in range(n)] for i in range(n)]
    return totals, products


def test_a_flat_race_stops_only_on_a_leader_clear_of_its_spread() -> None:
    level = Level("race", "flat", 300, race=2.5, indifference=0.01)
    # The first action wins in every world where the second loses: clear after eight worlds.
    clear = [[1.0, 0.0]] * 8
    assert search.clear_leader(*_sums(clear), 8, level)
    # Ahead by a quarter on average, but world by world as often behind as ahead: not yet.
    noisy = [[1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [0.0, 1.0], [1.0, 0.0]]
    assert not search.clear_leader(*_sums(noisy), 8, level)
    # Always within a hundredth of each other: either is as good, and more worlds would not tell them apart.
    twins = [[0.5 + 0.001 * k, 0.5 + 0.001 * k - 0.002] for k in range(8)]
    assert search.clear_leader(*_sums(twins), 8, level)
    # A third action that ties the leader in five worlds of eight keeps the race going.
    three = [row + [tie[0]] for row, tie in zip(clear, noisy)]
    assert not search.clear_leader(*_sums(three), 8, level)


def test_a_flat_race_spends_fewer_playouts_and_none_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get("dungeon-run")
    counted: list[int] = []
    real = search.playout

    def counting(*args: object) -> list[float]:
        counted[-1] += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(search, "playout", counting)
    states = choices(game, Rng(4), 6, 30)
    spent = {}
    for race in (0.0, 2.5):
        level = Level("race", "flat", 120, cut=4, time_cap=1e9, race=race)  # no clock in the way
        spent[race] = []
        for state in states:
            counted.append(0)
            decide(game, state, level, Rng(5))
            spent[race].append(counted[-1])
            legal = len(state.legal_actions())
            if race == 0.0:
                assert counted[-1] == (120 // legal) * legal, "without a race every round is played"
            else:
                assert decide(game, state, level, Rng(5)) == decide(game, state, level, Rng(5))  # replays
    assert all(raced <= whole for raced, whole in zip(spent[2.5], spent[0.0]))
    assert sum(spent[2.5]) < sum(spent[0.0]), "no race ended early: the check compared nothing"
