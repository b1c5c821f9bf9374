"""The AI's knowledge of Boss Monster: the evaluator, the playout policy, and the levels."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai import Level, bot_rng, decide, level_for
from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, blank, dungeon, fresh, hand, play, queue, town
from .test_view import _midgame


def test_the_evaluation_is_a_share_of_the_win_among_the_players_left():
    """docs/engine.md, AI: evaluate() estimates the chance to win, between 0 and 1."""
    for seed in range(4):
        state = _midgame(3, seed, 40)
        values = [GAME.evaluate(state, seat) for seat in range(3)]
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)


def test_a_finished_game_is_worth_its_result():
    """docs/engine.md, AI: 1 for the winner, 0 for the others."""
    state = fresh(2, 3)
    rng = Rng(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    winner = state.result().winners[0]
    assert GAME.evaluate(state, winner) == 1.0 and GAME.evaluate(state, 1 - winner) == 0.0


def test_souls_raise_and_wounds_lower_the_evaluation():
    """000 (IT) "Obiettivo del gioco": ten souls win, five wounds lose."""
    base = blank(2)
    richer = blank(2)
    richer.souls[0] = [richer.hero_deck.pop()]
    hurt = blank(2)
    hurt.wounds[0] = [hurt.hero_deck.pop() for _ in range(4)]
    assert GAME.evaluate(richer, 0) > GAME.evaluate(base, 0) > GAME.evaluate(hurt, 0)


def test_the_evaluation_foresees_the_lure_and_the_heroes_it_can_kill():
    """The evaluator looks at the heroes of this turn: who lures them and whether the dungeon kills them."""
    strong = blank(2, ("draculord", "robobo"))
    dungeon(strong, 0, "golem-factory", "neanderthal-cave")  # 5 damage and the cleric Boss
    town(strong, "nick-the-masher")  # 4 health, a cleric: lured by seat 0 and killed
    weak = blank(2, ("draculord", "robobo"))
    dungeon(weak, 0, "dark-laboratory")
    town(weak, "nick-the-masher")  # lured by seat 0, survives: a wound
    assert GAME.evaluate(strong, 0) > GAME.evaluate(weak, 0)
    queue(weak, ("lure", {}))
    assert weak.entrance[0] == ["nick-the-masher"]


def test_the_playout_policy_always_picks_a_legal_action():
    """docs/engine.md, AI: playout_action() is the fast policy of playouts; it must play legal moves."""
    state = fresh(3, 17)
    rng = Rng(17)
    while not state.is_terminal():
        action = GAME.playout_action(state, rng)
        assert action in state.legal_actions()
        state.apply(action)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_chooses_a_legal_action(level):
    """docs/engine.md, AI: every level answers with one of the legal actions (tiny budgets in tests)."""
    state = _midgame(2, 5, 20)
    chosen = decide(GAME, state, level_for(GAME, level, iterations=6), bot_rng(5, state.current_player(), 0))
    assert chosen in state.legal_actions()


def _held_cost() -> BossMonsterState:
    """Seat 0 has used its Witch's Kitchen: its discard, or a decline, is asked. The game goes on
    from there, for the searches' playouts."""
    state = blank()
    dungeon(state, 0, "witchs-kitchen")
    dungeon(state, 1, "golem-factory")
    hand(state, 0, "golem-factory", "dark-altar")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}), ("end-turn", {}))
    play(state, "use witchs-kitchen 1")
    return state


def test_the_playout_policy_never_declines_a_cost_it_chose_to_pay():
    """rulings.md, costs: going back and forth would only lengthen playouts, so the policy never does."""
    state = _held_cost()
    assert Action("decline") in state.legal_actions()
    assert {str(GAME.playout_action(state, Rng(seed))) for seed in range(200)} == {"discard golem-factory"}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_a_cost_that_may_be_declined(level):
    """The searches may try the decline; a room declined once there is not declinable again, so they end."""
    state = _held_cost()
    assert Action("decline") in state.legal_actions()
    chosen = decide(GAME, state, level_for(GAME, level, iterations=40), bot_rng(5, 0, 0))
    assert chosen in state.legal_actions()


def test_the_levels_are_tuned_for_this_game():
    """Issue 4, AI: the levels' budgets are set for Boss Monster, hard searching more than normal."""
    normal, hard = level_for(GAME, "normal"), level_for(GAME, "hard")
    assert hard.kind == "ismcts" and normal.kind == "flat"
    assert hard.iterations > normal.iterations
    assert hard.time_cap <= 1.0 and normal.time_cap <= 0.3


def test_a_room_is_worth_what_it_kills_of_the_heroes_to_come():
    """Issue 4, AI: the evaluator knows what a room is worth at each stage: damage counts for the share
    of the heroes still in the decks it can kill, so the same rooms are worth less once the epic
    heroes are coming."""
    from game.games.boss_monster.ai import kill_potential
    state = blank(2)
    assert kill_potential(state, 8) > kill_potential(state, 4) > kill_potential(state, 1)
    early = kill_potential(state, 8)
    state.removed.extend(state.hero_deck)
    state.hero_deck = []
    assert kill_potential(state, 8) < early / 2  # only epic heroes (11 and 13 health) left
    weak, strong = blank(2), blank(2)
    dungeon(weak, 0, "dark-laboratory")
    dungeon(strong, 0, "neanderthal-cave", "neanderthal-cave")
    assert GAME.evaluate(strong, 0) > GAME.evaluate(weak, 0)



def _facing_a_mage(dungeon_room: str, wounded: int = 4) -> BossMonsterState:
    """Seat 0 has ``wounded`` wounds; a mage of 8 health waits in town; seat 1 shows one mage icon."""
    state = blank(2, ("draculord", "robobo"))
    state.wounds[0] = [state.hero_deck.pop(state.hero_deck.index(h)) for h in
                       ("nick-the-masher", "boden-the-pantless", "joman-chimm", "tieg-and-the-magic-bubble")[:wounded]]
    dungeon(state, 0, dungeon_room)
    dungeon(state, 1, "mimic-vault")
    town(state, "dartteon-elf-pyromancer")
    return state


def test_the_ai_avoids_luring_a_hero_that_would_deal_its_fifth_wound():
    """Issue 4, AI: a Boss one wound from elimination does not lure a hero its dungeon cannot kill.
    Luring the hero costs far more with four wounds than with none, and the greedy level builds the
    room that keeps the hero away rather than the one with more icons."""
    def lure_cost(wounded: int) -> float:
        lures = _facing_a_mage("dark-laboratory", wounded)  # two mage icons: it lures the 8-health mage
        return GAME.evaluate(lures, 0) / GAME.evaluate(_facing_a_mage("bottomless-pit", wounded), 0)
    assert lure_cost(4) < 0.5 * lure_cost(0)
    state = _facing_a_mage("golem-factory")
    hand(state, 0, "dark-laboratory", "bottomless-pit")
    queue(state, ("build-phase", {}))
    assert state.current_player() == 0
    chosen = decide(GAME, state, Level("one-ply", "greedy", 4), bot_rng(1, 0, 0))
    assert chosen.verb == "build" and chosen.args[0] == "bottomless-pit"


def _fear_in_hand(rooms: tuple[str, ...], hero: str, wounded: int) -> BossMonsterState:
    """Seat 0 holds Fear while ``hero`` walks its dungeon, in the window after the first room's damage."""
    state = blank(2, ("draculord", "robobo"))
    state.wounds[0] = [state.hero_deck.pop(state.hero_deck.index(h)) for h in
                       ("boden-the-pantless", "joman-chimm", "tieg-and-the-magic-bubble", "jesta-the-rogue")[:wounded]]
    dungeon(state, 0, *rooms)
    hand(state, 0, "fear")
    state.entrance[0].append(state.hero_deck.pop(state.hero_deck.index(hero)))
    state.phase = "adventure"
    queue(state, ("adventurer", {"seat": 0}), ("end-turn", {}))
    assert {str(a) for a in state.legal_actions()} == {"cast fear", "pass"}
    return state


def test_the_ai_times_fear_by_the_souls_and_wounds_of_this_turn():
    """Issue 4, AI: spells are timed by their effect on this turn's souls and wounds. With four
    wounds, hard casts Fear on a hero that would survive and deal the fifth; on a hero that the next
    room kills anyway the position keeping the spell is judged better, since casting costs a soul. (A fixed number of
    iterations and no time cap, so the choices replay.)"""
    level = replace(level_for(GAME, "hard", iterations=20), time_cap=1000.0)
    fatal = _fear_in_hand(("dark-laboratory",), "delatorious-angel-of-light", 4)
    assert all(str(decide(GAME, fatal, level, bot_rng(i, 0, 0))) == "cast fear" for i in range(4))
    # On the doomed hero the playouts of both choices score alike (a soul now is worth little against
    # what the next turns bring), so the search's pick there is a coin flip; the evaluator itself
    # must still prefer the soul to sending the hero back to town.
    doomed = _fear_in_hand(("neanderthal-cave", "neanderthal-cave"), "nick-the-masher", 0)
    kept, cast = doomed.clone(), doomed.clone()
    play(kept, "pass")
    play(cast, "cast fear")
    assert GAME.evaluate(kept, 0) > GAME.evaluate(cast, 0)
