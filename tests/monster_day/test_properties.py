"""Engine properties over many seeded random Monster Day games (issue: "Engine properties")."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.ai import decide, level_for
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.saves import load, save
from game.engine.registry import get
from game.games.monster_day.state import MonsterDayState

GAME = get("monster-day")


def cards_in_play(state: MonsterDayState) -> list[str]:
    return state.deck + state.hands[0] + state.hands[1] + [c for s in state.spaces for c in s]


def random_game(seed: int, extended: bool = False) -> tuple[MonsterDayState, list]:
    state = GAME.new_game(2, seed, {"extended-deck": extended})
    rng = Rng(seed ^ 0xABCDEF)
    actions = []
    total = 39 if extended else 30
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, "no legal action while the game runs"
        for action in legal:  # every legal action is accepted
            state.clone().apply(action)
        action = rng.choice(legal)
        state.apply(action)
        actions.append(action)
        cards = cards_in_play(state)
        assert len(cards) == total and len(set(cards)) == total, "a card was created or lost"
        assert len(actions) <= total
    return state, actions


@pytest.mark.parametrize("extended", [False, True])
def test_random_games_end_accept_every_legal_action_and_keep_every_card(extended: bool) -> None:
    for seed in range(500 if not extended else 150):
        state, actions = random_game(seed, extended)
        assert state.is_terminal() and len(actions) == (39 if extended else 30)
        assert state.legal_actions() == [] and state.current_player() is None


def test_same_seed_and_actions_give_the_same_final_snapshot() -> None:
    for seed in range(500):
        state, actions = random_game(seed)
        again = GAME.new_game(2, seed)
        for action in actions:
            again.apply(action)
        assert again.to_snapshot() == state.to_snapshot()


def test_snapshot_round_trip_keeps_the_position_and_its_future() -> None:
    for seed in range(100):
        state = GAME.new_game(2, seed)
        for _ in range(seed % 25):
            state.apply(state.legal_actions()[0])
        copy = GAME.from_snapshot(state.to_snapshot())
        assert copy.to_snapshot() == state.to_snapshot()
        if not state.is_terminal():
            action = state.legal_actions()[-1]
            assert [e.full() for e in copy.apply(action)] == [e.full() for e in state.apply(action)]


def test_save_at_a_random_point_loads_and_finishes_identically(tmp_path: Path) -> None:
    for seed in range(500):
        final, actions = random_game(seed)
        cut = Rng(seed).below(len(actions) + 1)
        match = Match.start("monster-day", 2, seed)
        match.replay(actions[:cut])
        path = save(match, tmp_path / f"g{seed}.json")
        loaded = load(path).match
        loaded.replay(actions[cut:])
        assert loaded.state.to_snapshot() == final.to_snapshot()


def test_determinize_keeps_the_observers_view() -> None:
    rng = Rng(99)
    for seed in range(500):
        state = GAME.new_game(2, seed)
        for _ in range(rng.below(30)):
            state.apply(rng.choice(state.legal_actions()))
        for observer in (0, 1):
            world = state.determinize(observer, rng)
            assert world.view(observer) == state.view(observer)
            assert sorted(cards_in_play(world)) == sorted(cards_in_play(state))


def permute_hidden(state: MonsterDayState, observer: int, rng: Rng) -> MonsterDayState:
    """The same position for ``observer`` with the cards it cannot see dealt differently."""
    other = 1 - observer
    twin = state.clone()
    unseen = twin.hands[other] + twin.deck
    rng.shuffle(unseen)
    twin.hands[other] = unseen[:len(twin.hands[other])]
    twin.deck = unseen[len(twin.hands[other]):]
    twin.rng = Rng(rng.next_u32())  # the future dice are hidden too
    return twin


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_ignore_the_cards_they_cannot_see(level: str) -> None:
    rng = Rng(7)
    for seed in range(40 if level == "easy" else 15):
        state = GAME.new_game(2, seed)
        for _ in range(rng.below(24)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_player()
        twin = permute_hidden(state, seat, rng)
        assert twin.to_snapshot() != state.to_snapshot() or len(state.deck) == 0
        chosen = level_for(GAME, level, iterations=None if level == "easy" else 60)
        assert decide(GAME, state, chosen, Rng(seed)) == decide(GAME, twin, chosen, Rng(seed))


@pytest.mark.slow
def test_two_thousand_random_games_with_the_extended_deck() -> None:
    for seed in range(2000):
        state, _ = random_game(10_000 + seed, extended=seed % 2 == 1)
        assert state.is_terminal()
