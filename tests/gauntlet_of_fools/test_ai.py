"""The Gauntlet of Fools AI: exact odds, the evaluator, the playout policy and the bots' legality."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

from game.ai import bot_rng, decide, level_for
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.gauntlet_of_fools.combat import SWUNG
from game.games.gauntlet_of_fools.ai.evaluate import evaluate, expected_gold
from game.games.gauntlet_of_fools.odds import kill_chance, reach
from game.games.gauntlet_of_fools.ai.policy import playout_action

from .helpers import gauntlet, hero

GAME = get("gauntlet-of-fools")


def brute(dice: int, need: int, value=lambda f: f) -> float:  # type: ignore[no-untyped-def]
    rolls = list(product(range(1, 7), repeat=dice))
    return float(Fraction(sum(1 for r in rolls if sum(value(f) for f in r) >= need), len(rolls)))


def test_kill_odds_are_exact_for_plain_one_arm_and_cleaver_dice() -> None:
    """seeds/003 "Attacco" and boast FAQ "Un braccio legato", weapon FAQ "Cleaver": odds by enumeration."""
    for dice in range(0, 5):
        for need in range(0, 26):
            assert abs(reach(dice, False, 1, need) - brute(dice, need)) < 1e-12
            assert abs(reach(dice, True, 1, need) - brute(dice, need, lambda f: 0 if f <= 2 else f)) < 1e-12
    assert abs(reach(2, False, 4, 30) - brute(2, 30, lambda f: 4 * f)) < 1e-12


def test_kill_chance_of_a_fight_counts_bonuses_and_the_axe() -> None:
    """seeds/003 weapon FAQ "Axe": the attack is doubled after every other change."""
    s, _ = gauntlet(("barbarian", "axe", ("juggling",)), top=("titan",))
    f = s.fight
    assert f is not None
    assert kill_chance(hero(s), f) == reach(5, False, 1, 25)  # 5 dice - 1 >= 24
    hero(s).this_turn["axe"] = SWUNG
    assert kill_chance(hero(s), f) == reach(5, False, 1, 13)  # 2 * (dice - 1) >= 24


def test_the_evaluator_prefers_the_richer_seat_and_is_a_probability() -> None:
    """docs/engine.md "AI": the evaluation is a chance of winning, between 0 and 1."""
    s, _ = gauntlet(("barbarian", "bow", ()), ("knight", "bow", ()), ("thief", "bow", ()), top=("cache",))
    before = evaluate(s, 0)
    hero(s, 0).gold += 10
    assert evaluate(s, 0) > before
    assert abs(sum(evaluate(s, seat) for seat in range(3)) - 1.0) < 1e-9
    gold = expected_gold(s)
    assert gold[0][0] > gold[1][0]


def test_the_playout_policy_plays_legal_moves_to_the_end() -> None:
    """docs/engine.md "AI": the fast policy always picks a legal action."""
    for seed in range(10):
        state = GAME.new_game(2 + seed % 5, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            action = playout_action(state, rng)  # type: ignore[arg-type]
            assert action in state.legal_actions()
            state.apply(action)


def test_the_policy_takes_the_better_side_passage() -> None:
    """seeds/003 FAQ "Side Passage": each hero picks a path; a Cache beats a Titan for a weak hero."""
    s, _ = gauntlet(("monk", "sling", ()), ("knight", "bow", ()), top=("side-passage", "titan", "cache"))
    s.heroes[0].weapon_tokens = [0]
    assert str(playout_action(s, Rng(1))) == "face cache"


def test_the_policy_bets_on_a_gladiator_it_should_kill() -> None:
    """seeds/003 FAQ "Gladiator": a strong roller bets its most, a weak one nothing."""
    s, _ = gauntlet(("barbarian", "axe", ()), ("knight", "bow", ()), top=("gladiator",),
                    prepare=lambda s: setattr(s.heroes[0], "gold", 5))
    assert str(playout_action(s, Rng(1))) == "bet 5"


def test_every_level_returns_a_legal_action_in_draft_and_gauntlet() -> None:
    """docs/engine.md "AI": the levels play any position through ``decide``."""
    for players in (2, 4):
        state = GAME.new_game(players, 9)
        ply = 0
        while not state.is_terminal() and ply < 40:
            seat = state.current_player()
            assert seat is not None
            name = ("random", "easy", "normal", "hard")[ply % 4]
            level = level_for(GAME, name, iterations=16 if name in ("normal", "hard") else None)
            action = decide(GAME, state, level, bot_rng(9, seat, ply))
            assert action in state.legal_actions()
            state.apply(action)
            ply += 1
