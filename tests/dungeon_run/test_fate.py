"""Heroes fighting heroes, defeat, the endgame and victory, solo play and begging for your life
(rulebook 004, "Azione di Combattimento contro un altro eroe", "Sconfiggere Eroi e Mostri", "La fine
della partita", "Vittoria", "Partita in solitario", "Regola opzionale: Implorare per la vostra vita")."""
from __future__ import annotations

import pytest

from game.games.dungeon_run.rules import fate
from game.games.dungeon_run.rules.combat import strike_monster
from game.games.dungeon_run.rules.fate import SOLO_POINTS, solo_score
from game.games.dungeon_run.cards import MAGIC_STONE
from game.games.dungeon_run.heroes import CARDS
from game.games.dungeon_run.state import DungeonRunState, draw_encounter

from .helpers import first, give, kinds, lay, legal, place, play, put, table, turn_of

ONES = [1] * 40


def duo():
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "collapsed-hall")
    return state


# --- heroes against heroes -----------------------------------------------------------------------------
def test_heroes_fight_only_where_no_monster_is() -> None:
    """Rulebook 004: a fight between heroes only on a tile without monsters."""
    state = duo()
    turn_of(state, 0)
    assert "attack 1" in legal(state)
    put(state, "gargoyle", 0, 0)
    assert "attack 1" not in legal(state)


def test_duel_defender_fours_wound_the_attacker_who_alone_may_block() -> None:
    """Rulebook 004: each rolls Might or Magic; the defender's 4s or more are potential wounds to the
    attacker; the attacker's 4s or more wound or block the defender's; armor then counts."""
    state = duo()
    turn_of(state, 0, dice=[4, 5, 6, 1, 1, 4, 4, 1, 1, 1])
    play(state, "attack 1")
    assert state.current_player() == 1 and legal(state) == ["defend might", "defend magic"]
    events = play(state, "defend magic", "strike might")
    rolled = first(events, "duel_rolled")
    assert rolled["dice"] == [4, 5, 6, 1, 1] and rolled["target_dice"] == [4, 4, 1, 1, 1]
    assert legal(state) == ["block 0", "block 1", "block 2"]
    events = play(state, "block 1")
    resolved = first(events, "duel_resolved")
    assert resolved["target_wounds"] == 2 and resolved["attacker_wounds"] == 0  # 2 - 1 blocked - armor 1
    assert state.heroes[1].wounds == 2 and state.heroes[0].wounds == 0


def test_a_hero_lying_on_their_side_cannot_be_attacked_or_help() -> None:
    """Rulebook 004: a hero on their side is not subject to attacks or abilities of other heroes and
    cannot assist, sabotage or trade."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    state.heroes[1].down = True
    give(state, 1, "lucky-coin")
    put(state, "bog-ooze", 0, 0)
    turn_of(state, 0, dice=ONES)
    play(state, "fight")
    assert state.current_player() == 2  # Elowen, lying, is not asked
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.heroes[1].down = True
    give(state, 0, "gargoyle")  # something to trade, nothing to wear
    turn_of(state, 0)
    assert "attack 1" not in legal(state) and "equip" not in legal(state)


# --- defeat before the endgame -------------------------------------------------------------------------
def test_a_defeated_hero_lies_at_half_hit_points_and_leaves_a_treasure() -> None:
    """Rulebook 004, "Sconfiggere Eroi": before the endgame a defeated hero lies on their side, their hit
    points back to half (rounded down), and puts one treasure or artifact they own face up on the tile;
    a trap still hurting them is discarded; they take no more actions this turn."""
    state = duo()
    give(state, 0, "iron-helm", equip=True)
    give(state, 0, "lucky-coin")
    state.heroes[0].lingering = [["poison-needle", 2]]
    state.heroes[0].wounds = 12
    put(state, "ogre-brute", 0, 0)
    turn_of(state, 0, dice=[6, 6, 6] + ONES)
    play(state, "fight", "pass", "strike might")
    hero = state.heroes[0]
    assert hero.down and state.current_player() == 0 and legal(state) == ["drop iron-helm", "drop lucky-coin"]
    play(state, "drop lucky-coin")
    assert hero.wounds == 13 - 13 // 2  # 11 + 2 from the helm: back to 6 hit points
    assert state.items_up[(0, 0)] == ("lucky-coin",) and "poison-needle" in state.encounter_discard
    assert not hero.lingering and state.current_player() == 1


def test_a_defeated_hero_stands_up_next_turn_without_actions() -> None:
    """Rulebook 004: when their turn comes the hero stands up but takes no actions that turn."""
    state = duo()
    state.heroes[0].down = True
    turn_of(state, 0)
    assert not state.heroes[0].down and state.current_player() == 1


def test_beg_for_your_life_all_thumbs_down_puts_the_hero_out() -> None:
    """Rulebook 004, optional rule: when a hero is defeated the others vote together; all thumbs down
    and the hero is out of the game; one thumb up keeps them in. Votes stay secret until counted."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"), **{"beg-for-your-life": True})
    give(state, 0, "lucky-coin")
    state.heroes[0].wounds = 10
    put(state, "ogre-brute", 0, 0)
    turn_of(state, 0, dice=[6, 6, 6] + ONES)
    play(state, "fight", "pass", "pass", "strike might")
    assert state.frames[-1].kind == "vote" and state.current_player() == 1
    play(state, "doom")
    assert state.view(2)["decisions"][-1]["data"]["cast"] == []  # seat 2 cannot see seat 1's vote
    events = play(state, "doom")
    assert first(events, "vote_result")["spared"] is False
    assert state.heroes[0].out and state.items_up[(0, 0)] == ("lucky-coin",)


def test_beg_for_your_life_one_thumb_up_is_enough() -> None:
    """Rulebook 004, optional rule: at least one thumb up and the hero stays."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"), **{"beg-for-your-life": True})
    state.heroes[0].wounds = 10
    put(state, "ogre-brute", 0, 0)
    turn_of(state, 0, dice=[6, 6, 6] + ONES)
    play(state, "fight", "pass", "pass", "strike might", "doom", "spare")
    assert not state.heroes[0].out and state.heroes[0].down


# --- the endgame ---------------------------------------------------------------------------------------
def test_the_lords_fall_leaves_the_magic_stone_and_begins_the_endgame() -> None:
    """Rulebook 004: the defeated Lord goes to the victor's loot pile and the Magic Stone is put on his
    tile; the endgame begins."""
    state = duo()
    lord = state.lord
    state.lord_room = (0, -1)
    put(state, lord, 0, -1)
    place(state, 0, 0, -1)
    turn_of(state, 0)
    strike_monster(state, 0, lord, 100)
    state.run()
    assert lord in state.heroes[0].loot and state.endgame
    assert MAGIC_STONE in state.items_up[(0, -1)] and "endgame_begins" in kinds(state.events)


def endgame(*heroes: str):
    state = table(heroes or ("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "collapsed-hall")
    lay(state, 0, -2, "mosaic-court")
    state.lord_room = (0, -2)
    state.endgame = True
    return state


def test_taking_the_stone_takes_the_first_player_token_for_good() -> None:
    """Rulebook 004: the Stone's holder takes and always keeps the First Player token."""
    state = endgame("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers")
    state.artifacts.remove(MAGIC_STONE)
    state.add_items((0, -1), [MAGIC_STONE])
    place(state, 1, 0, -1)
    turn_of(state, 1)
    play(state, "search")
    assert state.first == 1
    play(state, *(["done"] if legal(state) == ["done"] else []))
    while state.round == 1:
        play(state, "end")
    assert state.first == 1 and state.current_player() == 1


def test_the_stone_holder_summons_a_monster_as_a_free_first_action() -> None:
    """Rulebook 004, "Possedere la Pietra Magica": as the first action of the turn, free, the holder draws
    encounter cards until a monster turns up (the others are discarded) and puts it on any tile with no
    monster; a monster put beside a hero does not attack at once."""
    state = endgame()
    give(state, 0, MAGIC_STONE)
    place(state, 0, 0, -2)
    state.encounters = ["gargoyle", "hollow-eyed-hermit", "swinging-blade"]
    turn_of(state, 0)
    assert "summon" in legal(state)
    events = play(state, "summon")
    assert first(events, "monster_summoned")["monster"] == "gargoyle"
    assert {"hollow-eyed-hermit", "swinging-blade"} <= set(state.encounter_discard)
    assert "summon-to 0 0" in legal(state) and len(legal(state)) == 3
    events = play(state, "summon-to 0 0")
    assert state.on_tile[(0, 0)] == "gargoyle" and "free_attack" not in kinds(events)
    assert "summon" not in legal(state)
    turn = state.frames[-1]
    assert turn.data["left"] == 2  # it cost no action


def test_a_summoning_at_a_big_table_with_no_monster_left_to_draw_fails_instead_of_drawing_for_ever(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Rulebook 004: from five players the discarded encounters are shuffled into a new deck. When no
    monster is left in the deck or the discards, the holder's draws would come round for ever: the
    summoning fails once a card comes round again, every card drawn discarded as usual."""
    state = endgame("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers", "brother-aldwin", "fizzle-cogsworth")
    give(state, 0, MAGIC_STONE)
    place(state, 0, 0, -2)
    state.encounters = ["hollow-eyed-hermit", "swinging-blade"]
    state.encounter_discard = ["collapsing-floor"]
    draws = []

    def counted(s: DungeonRunState) -> str | None:
        draws.append(1)
        assert len(draws) < 50, "the summoning draws for ever"
        return draw_encounter(s)

    monkeypatch.setattr(fate, "draw_encounter", counted)
    turn_of(state, 0)
    events = play(state, "summon")
    assert "summon_failed" in kinds(events) and "monster_summoned" not in kinds(events)
    assert sorted(state.encounters + state.encounter_discard) == ["collapsing-floor", "hollow-eyed-hermit",
                                                                   "swinging-blade"]
    assert "summon" not in legal(state)


def test_summoning_is_only_the_first_action_of_the_turn() -> None:
    """Rulebook 004: the magic action must be the turn's first."""
    state = endgame()
    give(state, 0, MAGIC_STONE)
    place(state, 1, 0, -2)
    turn_of(state, 0)
    play(state, "move north")
    assert "summon" not in legal(state)


def test_in_the_endgame_a_hero_beside_another_may_only_flee_with_a_four() -> None:
    """Rulebook 004, "Scappare dagli Eroi": no Move when sharing a tile with another hero; a Flee with a
    4 or more on Dexterity dice; a failed flee gives the other heroes no free attack."""
    state = endgame()
    turn_of(state, 0, dice=[3, 3])
    assert not any(a.startswith("move") for a in legal(state)) and "flee north" in legal(state)
    events = play(state, "flee north", "pass")
    assert first(events, "flee_rolled")["needs"] == [4, 1]
    assert not first(events, "flee_result")["escaped"] and "free_attack" not in kinds(events)


def test_fleeing_the_monster_also_gets_away_from_the_heroes() -> None:
    """Rulebook 004: with a monster and a hero on the tile, the flee is rolled against the monster only
    and counts for both."""
    state = endgame()
    put(state, "crypt-mummy", 0, 0)  # escape 2
    turn_of(state, 0, dice=[2, 1])
    events = play(state, "flee north", "pass")
    assert first(events, "flee_rolled")["needs"] == [2, 1] and state.heroes[0].pos == (0, -1)


def test_in_the_endgame_a_defeated_hero_is_out_and_the_victor_takes_their_cards() -> None:
    """Rulebook 004, "Sconfiggere Eroi nel fine-partita": out of the game; treasures and artifacts, worn
    or in the loot pile, go to the hero who defeated them (who may equip them at once); encounter and
    ability cards and markers are discarded."""
    state = endgame("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers")
    place(state, 2, 0, -2)
    give(state, 1, MAGIC_STONE, "runed-staff", "gargoyle")
    state.heroes[1].training = [0, 1, 0]
    state.heroes[1].wounds = 7
    turn_of(state, 0, dice=[4, 4, 1, 1, 1, 1, 1, 1, 1, 1])
    events = play(state, "attack 1", "defend might", "strike might")  # Elowen's one die misses
    assert state.heroes[1].out and "hero_eliminated" in kinds(events)
    assert state.heroes[0].owns(MAGIC_STONE) and state.heroes[0].owns("runed-staff")
    assert "gargoyle" in state.encounter_discard and state.markers == 25
    assert state.first == 0


def test_a_hero_felled_by_a_monster_in_the_endgame_leaves_everything_on_the_tile() -> None:
    """Rulebook 004: with no hero to take them, the fallen hero's cards lie face up where they fell."""
    state = endgame("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers")
    give(state, 1, "runed-staff")
    place(state, 1, 0, -1)
    state.heroes[1].wounds = 7
    put(state, "ogre-brute", 0, -1)
    turn_of(state, 1, dice=[6, 6, 6] + ONES)
    play(state, "fight", "strike magic")
    assert state.heroes[1].out and state.items_up[(0, -1)] == ("runed-staff",)


def test_the_stone_holder_wins_ending_a_turn_on_the_entrance() -> None:
    """Rulebook 004, "Vittoria": the hero holding the Magic Stone who ends a turn alive on the entrance
    wins at once."""
    state = endgame()
    give(state, 0, MAGIC_STONE)
    place(state, 0, 0, -1)
    place(state, 1, 0, -2)
    turn_of(state, 0)
    play(state, "move south")
    assert not state.is_terminal()
    events = play(state, "end")
    assert state.is_terminal() and state.result().winners == (0,) and state.result().reason == "stone-escaped"
    assert "game_over" in kinds(events)


def test_the_last_hero_standing_wins() -> None:
    """Rulebook 004, "Vittoria": a hero who is the only one left alive in the dungeon wins."""
    state = endgame()
    state.heroes[1].wounds = 7
    turn_of(state, 0, dice=[4, 4, 1, 1, 1, 1, 1, 1, 1, 1])
    play(state, "attack 1", "defend might", "strike might")
    assert state.is_terminal() and state.result().winners == (0,) and state.result().reason == "last-standing"


def test_when_the_last_heroes_fall_together_nobody_wins() -> None:
    """Rulebook 004: if the last heroes are defeated together, nobody wins (play again)."""
    state = endgame("grishna-the-red", "elowen-starweaver")
    state.heroes[0].wounds, state.heroes[1].wounds = 9, 7
    turn_of(state, 0, dice=[4, 4, 1, 1, 1, 4])
    play(state, "attack 1", "defend might", "strike might", "block 0")
    assert state.is_terminal() and state.result().winners == () and state.result().reason == "all-fell"


# --- solo play -----------------------------------------------------------------------------------------
def test_solo_defeat_loses_the_game() -> None:
    """Rulebook 004, solo 3: a defeated hero has lost; they do not come back."""
    state = table(("elowen-starweaver",))
    state.heroes[0].wounds = 7
    put(state, "ogre-brute", 0, 0)
    turn_of(state, 0, dice=[6, 6, 6] + ONES)
    play(state, "fight", "strike magic")
    assert state.is_terminal() and state.result().winners == () and state.result().reason == "hero-defeated"


def test_solo_felling_the_lord_wins_at_once_with_the_score_table() -> None:
    """Rulebook 004, solo 4 and the score: treasure 100, artifact 200, encounter card in the loot pile
    100, the Lord in the loot pile 300, training marker 300, surviving 300."""
    state = table(("borrak-ironjaw",))
    lord = state.lord
    state.lord_room = (0, 0)
    put(state, lord, 0, 0, wounds=0)
    state.wounds[lord] = 100 - 1  # one more wound fells him
    give(state, 0, "iron-helm", equip=True)
    give(state, 0, "lucky-coin", "pilgrims-boots", "gargoyle", "swinging-blade")
    state.heroes[0].training = [1, 0, 1]
    turn_of(state, 0, dice=[1, 1, 1, 1, 6, 6, 6, 6, 6])
    strike_monster(state, 0, lord, 100)
    state.run()
    expected = 2 * 100 + 200 + 2 * 100 + 300 + 2 * 300 + 300
    assert state.is_terminal() and state.result().winners == (0,)
    assert state.result().details["score"] == expected == solo_score(state)
    assert SOLO_POINTS["survived"] == 300


def test_solo_hero_falling_with_the_lord_still_wins_without_the_survival_points() -> None:
    """Rulebook 004, solo 4: felling the Lord wins at once, even in the blow that fells the hero; only
    a hero who survives scores the 300 for it."""
    state = table(("elowen-starweaver",))
    lord = state.lord
    state.lord_room = (0, 0)
    put(state, lord, 0, 0, wounds=0)
    state.heroes[0].wounds = 7
    state.wounds[lord] = CARDS.monsters[lord].health - 1
    card = CARDS.monsters[lord]
    hit = max(card.aggression)
    turn_of(state, 0, dice=[hit] * card.attack + [6] * 6 + ONES)
    play(state, "fight", "strike magic")
    while state.frames and state.frames[-1].kind == "fight":
        play(state, legal(state)[0])
    assert state.is_terminal() and state.result().winners == (0,)
    assert state.result().details["survived"] is False


def test_a_summoned_monster_with_no_free_tile_is_discarded() -> None:
    """Rulebook 004: the summoned monster goes on a tile with no monster; with none left it cannot."""
    state = endgame()
    give(state, 0, MAGIC_STONE)
    place(state, 1, 0, -2)
    for cell, monster in zip(sorted(state.dungeon.tiles), ("gargoyle", "bog-ooze", "cave-bear")):
        put(state, monster, *cell)
    state.encounters = ["ogre-brute"]
    turn_of(state, 0, dice=ONES)
    events = play(state, "summon")
    assert "ogre-brute" in state.encounter_discard and first(events, "encounter_discarded")["why"] == "no-room"
    assert state.frames[-1].kind == "turn"
