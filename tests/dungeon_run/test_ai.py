"""Dungeon Run's AI: the evaluator, the playout policy and the levels (tiny budgets; strength and speed
are measured by tests/bench/dungeon_run_*.py, not here)."""
from __future__ import annotations

import pytest

from game.ai import bot_rng, decide, level_for
from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.dungeon_run.ai.evaluate import evaluate, fight_odds
from game.games.dungeon_run.cards import LORD_ROOM, MAGIC_STONE
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.rules.combat import defeat_monster
from game.games.dungeon_run.state import DungeonRunState

from .helpers import GAME, give, lay, place, put, table, turn_of


def test_evaluation_is_a_probability_and_shares_out_between_heroes() -> None:
    """The evaluator's estimates lie in [0, 1] and add up to at most one (the rest is the chance that
    nobody wins: in the endgame, while the Stone is still on its way home)."""
    state = GAME.new_game(4, 3)
    rng = Rng(1)
    endgame = 0
    while not state.is_terminal():
        values = [evaluate(state, s) for s in range(4)]
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) <= 1.0 + 1e-9
        if state.endgame:
            endgame += 1
            assert sum(values) > 0.0
        state.apply(GAME.playout_action(state, rng))
    assert endgame


def test_evaluation_of_a_finished_game_is_its_result() -> None:
    """At the end the evaluator gives the result: 1 to the winner, 0 to the others."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.endgame = True
    lay(state, 0, -1, "collapsed-hall")
    give(state, 0, MAGIC_STONE)
    place(state, 1, 0, -1)
    turn_of(state, 0)
    state.apply(state.legal_actions()[-1])  # end the turn on the entrance, holding the Stone
    assert state.is_terminal() and evaluate(state, 0) == 1.0 and evaluate(state, 1) == 0.0


def test_the_stone_holder_near_the_entrance_is_favoured() -> None:
    """Holding the Stone one step from the entrance is worth more than far from it."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.endgame = True
    for y in range(1, 5):
        lay(state, 0, -y, "collapsed-hall")
    give(state, 0, MAGIC_STONE)
    place(state, 1, 0, -4)
    place(state, 0, 0, -1)
    near = evaluate(state, 0)
    place(state, 0, 0, -3)
    assert near > evaluate(state, 0) > 0.5


def test_fight_odds_favour_the_stronger_side() -> None:
    """A fresh strong hero against a wounded weak monster is likelier to win than the reverse."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    put(state, "tunnel-goblin", 0, 0, wounds=1)
    easy = fight_odds(state, 0, "tunnel-goblin")
    del state.on_tile[(0, 0)]
    put(state, "brass-golem", 0, 0)
    state.heroes[0].wounds = 7  # one hit point left, no armor
    assert easy > 0.8 > 0.2 > fight_odds(state, 0, "brass-golem")


def test_the_policy_always_picks_a_legal_action() -> None:
    """The fast policy plays whole games with legal moves only."""
    for players in (1, 3, 5):
        state = GAME.new_game(players, players)
        rng = Rng(players)
        while not state.is_terminal():
            action = GAME.playout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)


@pytest.mark.parametrize("name", ["random", "easy", "normal", "hard"])
def test_every_level_decides_legally(name: str) -> None:
    """Each AI level makes a legal choice from its determinized copy (tiny budgets for the searches)."""
    level = level_for(GAME, name, iterations=12 if name in ("normal", "hard") else None)
    state = GAME.new_game(3, 9)
    for ply in range(40):
        if state.is_terminal():
            break
        seat = state.current_player()
        assert seat is not None
        action = decide(GAME, state, level, bot_rng(9, seat, ply))
        assert action in state.legal_actions()
        state.apply(action)


def test_the_first_players_monster_moves_are_chosen_by_the_ai() -> None:
    """The AI sends wandering monsters toward the other heroes rather than its own."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "mosaic-court")
    lay(state, 1, -1, "mosaic-court")
    lay(state, -1, -1, "mosaic-court")
    lay(state, 2, -1, "mosaic-court")
    lay(state, -2, -1, "mosaic-court")
    put(state, "gargoyle", 0, -1)
    place(state, 1, 2, -1)
    place(state, 0, -2, -1)
    turn_of(state, 0)
    state.apply(state.legal_actions()[-1])
    state.apply(state.legal_actions()[-1])
    assert state.frames[-1].kind == "wander" and state.current_player() == 0
    assert str(GAME.playout_action(state, Rng(3))) == "wander gargoyle east"


def test_the_policy_flees_what_it_cannot_beat_and_fights_what_it_can() -> None:
    """The AI fights a monster the odds favour and flees one that would fell it."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    lay(state, 0, -1, "collapsed-hall")
    place(state, 1, 0, -1)
    put(state, "tunnel-goblin", 0, 0, wounds=1)
    turn_of(state, 0)
    assert str(GAME.playout_action(state, Rng(1))) == "fight"
    del state.on_tile[(0, 0)]
    put(state, "brass-golem", 0, 0)
    state.heroes[0].wounds = 7
    state.legal = None
    assert str(GAME.playout_action(state, Rng(1))).startswith("flee")


def test_the_stone_holder_runs_for_the_entrance_and_the_others_hunt_them() -> None:
    """In the endgame the AI holding the Stone heads home; another hero goes after the holder."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.endgame = True
    for y in range(1, 6):
        lay(state, 0, -y, "collapsed-hall")
    give(state, 1, MAGIC_STONE)
    place(state, 1, 0, -4)
    place(state, 0, 0, -5)
    turn_of(state, 1)
    state.encounters = []  # nothing to summon
    state.legal = None
    assert str(GAME.playout_action(state, Rng(1))) == "move south"
    state.apply(GAME.playout_action(state, Rng(1)))
    state.apply(GAME.playout_action(state, Rng(1)))
    assert state.current_player() == 0 and state.heroes[1].pos == (0, -2)
    assert str(GAME.playout_action(state, Rng(1))) == "move south"


def test_the_ai_assists_while_the_lord_lives_and_sabotages_the_stone_holder() -> None:
    """Rulebook 004, "Assistere" and "Sabotare", the endgame: a hero on the tile helps while the Lord
    lives (everyone gains from a felled monster); once he has fallen it sabotages the Stone's holder
    and leaves any other hero to fight alone."""
    def answer(endgame: bool, holder: bool) -> str:
        state = table(("borrak-ironjaw", "elowen-starweaver"))
        lay(state, 0, -1, "collapsed-hall")
        put(state, "bog-ooze", 0, 0)
        state.endgame = endgame
        if holder:
            give(state, 0, MAGIC_STONE)
        turn_of(state, 0, dice=[1] * 20)
        state.encounters = []  # nothing for the holder to summon
        state.legal = None
        state.apply(Action.parse("fight"))
        assert state.frames[-1].kind == "support" and state.current_player() == 1
        return str(GAME.playout_action(state, Rng(1)))
    assert answer(False, False).startswith("assist")
    assert answer(True, True) == "sabotage"
    assert answer(True, False) == "pass"


@pytest.mark.parametrize("name", ["random", "easy", "normal", "hard"])
def test_the_ai_votes_when_asked_to_beg_for_your_life(name: str) -> None:
    """Rulebook 004, optional rule "Implorare per la vostra vita": the AI seats vote too, and the
    policy dooms only a rival clearly stronger than itself."""
    def vote_on(trained: int) -> DungeonRunState:
        state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"), **{"beg-for-your-life": True})
        state.heroes[0].wounds = 10
        state.heroes[0].training[0] = trained
        put(state, "ogre-brute", 0, 0)
        turn_of(state, 0, dice=[6, 6, 6] + [1] * 40)
        state.apply(Action.parse("fight"))
        while state.frames[-1].kind == "support":
            state.apply(Action.parse("pass"))
        state.apply(Action.parse("strike might"))
        assert state.frames[-1].kind == "vote" and state.current_player() == 1
        return state
    state = vote_on(0)
    level = level_for(GAME, name, iterations=4)
    assert decide(GAME, state, level, Rng(5)) in state.legal_actions()
    if name == "easy":
        assert str(GAME.playout_action(vote_on(4), Rng(1))) == "doom"  # Might 5 + 4 against Magic 5
        assert str(GAME.playout_action(vote_on(0), Rng(1))) == "spare"


def test_the_ai_equips_what_it_finds_and_advances_on_its_encounter_cards() -> None:
    """Rulebook 004, "Azione di Equipaggiamento" and "Azione di Avanzamento": a hero carrying a treasure
    its class may wear puts it on, and one with two encounter cards in the loot pile advances."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "notched-broadsword")  # a War weapon, Borrak's class
    turn_of(state, 0)
    action = GAME.playout_action(state, Rng(1))
    assert str(action) == "equip"
    state.apply(action)
    assert "notched-broadsword" in str(GAME.playout_action(state, Rng(1)))
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "tunnel-goblin", "swinging-blade")  # a monster felled and a trap disarmed
    turn_of(state, 0)
    assert str(GAME.playout_action(state, Rng(1))) == "advance"


def test_solo_evaluation_falls_as_rounds_pass() -> None:
    """Rulebook 004, "Partita in solitario", with our round limit: a lone hero who waits or farms the
    wandering monsters instead of going for the Lord loses ground every round, so the search never
    rates standing still as highly as going on."""
    state = table(("borrak-ironjaw",))
    lay(state, 0, -1, "collapsed-hall")
    turn_of(state, 0)
    now = evaluate(state, 0)
    state.round += 5
    later = evaluate(state, 0)
    assert 0.0 < later < now


def _stone_far_from_home() -> DungeonRunState:
    """The endgame with the Magic Stone lying fourteen tiles from the entrance, a hero standing on it."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.endgame = True
    for y in range(1, 15):
        lay(state, 0, -y, "collapsed-hall")
    state.add_items((0, -14), [MAGIC_STONE])
    place(state, 0, 0, -14)
    place(state, 1, 0, -2)
    return state


def test_picking_up_the_stone_far_from_home_is_worth_more_than_leaving_it() -> None:
    """A hero on the Stone's tile deep in the dungeon gains by taking it, and the table by it moving:
    an evaluation that counted the long way home against the holder left the Stone lying to the
    round limit."""
    state = _stone_far_from_home()
    lying = evaluate(state, 0)
    state.take_items((0, -14))
    give(state, 0, MAGIC_STONE)
    assert evaluate(state, 0) > lying
    holding = evaluate(state, 0)
    place(state, 0, 0, -13)
    assert evaluate(state, 0) > holding


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_the_searching_levels_take_the_stone_they_stand_on(name: str) -> None:
    state = _stone_far_from_home()
    state.encounters = []  # nothing to summon
    turn_of(state, 0)
    assert "search" in [str(a) for a in state.legal_actions()]
    chosen = decide(GAME, state, level_for(GAME, name, 60), bot_rng(3, 0, 0))
    assert str(chosen) == "search"


def test_laying_the_lords_room_is_not_counted_as_work_added() -> None:
    """Before his room is laid the Lord's hit points are still work to do (a middling Lord's), so the
    table does not lose by reaching him: counting them only once he is out left the last tiles of the
    stack unexplored by every hero, to the round limit."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.lord = "iron-colossus"  # as many hit points as a middling Lord
    for y in range(1, 3):
        lay(state, 0, -y, "collapsed-hall")
    state.stack = []
    place(state, 0, 0, -2)
    place(state, 1, 0, -1)
    before = evaluate(state, 0) + evaluate(state, 1)
    lay(state, 0, -3, LORD_ROOM)
    state.lord_room = (0, -3)
    put(state, state.lord, 0, -3)
    assert evaluate(state, 0) + evaluate(state, 1) >= 0.9 * before


def test_felling_the_lord_is_not_counted_as_work_added() -> None:
    """The Stone's way home from the Lord's tile is work before he falls as after, so the last blow
    gains the table something: counted only once the endgame began, a hero beside a wounded Lord
    found ending turn after turn under his free attacks better than striking him, to the round limit."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    for y in range(1, 6):
        lay(state, 0, -y, "collapsed-hall")
    state.stack = []
    state.lord_room = (0, -5)
    put(state, state.lord, 0, -5, wounds=CARDS.monsters[state.lord].health - 1)
    place(state, 0, 0, -5)
    place(state, 1, 0, -4)
    before = evaluate(state, 0) + evaluate(state, 1)
    defeat_monster(state, 0, state.lord)
    assert state.endgame
    assert evaluate(state, 0) + evaluate(state, 1) > before


def test_a_stone_holder_gains_by_stepping_home_into_the_cursed_stones_reach() -> None:
    """The Cursed Stone silences abilities only while the hero is near it, so a holder whose way home
    passes it gains by the step: counted as armor lost, the step looked like a loss and the holder
    stood still to the round limit."""
    state = table(("brother-aldwin", "elowen-starweaver", "borrak-ironjaw", "grishna-the-red"))
    state.endgame = True
    for y in range(1, 15):
        lay(state, 0, -y, "cursed-stone" if y == 12 else "collapsed-hall")
    give(state, 0, MAGIC_STONE)
    # Two armor and two hit points, while abilities work.
    state.heroes[0].abilities = ["prayer-of-vigor", "bulwark-blessing", "thornguard"]
    place(state, 0, 0, -14)
    for seat in (1, 2, 3):
        place(state, seat, 0, -1 - seat)
    far = evaluate(state, 0)
    place(state, 0, 0, -13)
    assert not state.abilities_work(0)
    assert evaluate(state, 0) > far
