"""Spells: each card's effect, the phases they may be cast in, cancels and priority."""
from __future__ import annotations

import pytest

from game.engine.actions import Action, IllegalAction

from .helpers import blank, census, dungeon, hand, kinds, options, play, queue, town


def _send_in(state, seat, hero):
    """Puts ``hero`` at ``seat``'s entrance and starts the Adventure, up to the first decision."""
    deck = state.epic_deck if hero in state.epic_deck else state.hero_deck
    state.entrance[seat].append(deck.pop(deck.index(hero)))
    state.phase = "adventure"
    return queue(state, ("adventurer", {"seat": seat}))


def _build_turn(state, seat):
    state.phase = "build"
    return queue(state, ("builder", {"seat": seat}))


def test_spells_are_cast_only_in_the_phases_their_icons_show():
    """000 (IT) "Carte: Incantesimi", B: hammer = Build, axe = Adventure, both = either phase."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "fear", "motivation", "freeze", "dark-altar")
    dungeon(state, 1, "neanderthal-cave", "neanderthal-cave")
    _build_turn(state, 0)
    casts = {a for a in options(state) if a.startswith("cast")}
    assert casts == {"cast motivation", "cast freeze"}
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.parse("cast fear"))
    assert refused.value.key == "illegal.boss_monster.wrong_phase"
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 1, "fear", "motivation", "freeze")
    _send_in(state, 0, "delatorious-angel-of-light")
    assert {a for a in options(state) if a.startswith("cast")} == {"cast fear", "cast freeze"}


def test_a_cast_spell_goes_to_the_discard_pile():
    """000 (IT) "Carte: Incantesimi": spells played are put in the discard pile."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 1, "fear")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast fear")
    assert state.discard == ["fear"] and state.spells[1] == []


def test_annihilator_adds_three_damage_to_a_trap_room_in_any_dungeon():
    """Card: Annihilator (spells.yaml); rules-decisions.md: it may target a room in any dungeon."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory")
    dungeon(state, 1, "mimic-vault")
    hand(state, 0, "annihilator")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast annihilator")
    assert options(state) == {"target 0 2", "target 1 1"}  # trap rooms only
    play(state, "target 0 2")
    assert state.dungeons[0][1].bonus == 3
    assert state.walk_damage == 2 + 4  # Dark Laboratory now deals 1 + 3


def test_giant_size_adds_three_damage_to_a_monster_room():
    """Card: Giant Size (spells.yaml)."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory", "golem-factory")
    hand(state, 0, "giant-size")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast giant-size")
    assert options(state) == {"target 0 1", "target 0 3"}
    play(state, "target 0 3")
    assert state.souls[0] == ["delatorious-angel-of-light"]  # 2 + 1 + 5 damage


def test_assassin_gives_three_health_to_the_hero_in_an_opponents_dungeon():
    """Card: Assassin (spells.yaml): only against a hero walking an opponent's dungeon."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory", "golem-factory")
    hand(state, 0, "assassin")
    hand(state, 1, "assassin")
    _send_in(state, 0, "acacia-warrior-of-light")  # 6 health
    assert state.current_player() == 1  # the owner cannot cast it on a hero in their own dungeon
    play(state, "cast assassin")
    assert state.this_turn["health"] == {"acacia-warrior-of-light": 3}
    assert state.wounds[0] == ["acacia-warrior-of-light"]


def test_cave_in_destroys_your_room_and_the_hero_inside_dies():
    """Card: Cave-In (spells.yaml); reference §4.7: the destroyed room's own ability does not fire."""
    state = blank()
    dungeon(state, 0, "bottomless-pit", "golem-factory")
    hand(state, 0, "cave-in")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast cave-in")
    assert options(state) == {"target 0 1", "target 0 2"}
    events = play(state, "target 0 1")
    assert state.souls[0] == ["delatorious-angel-of-light"]
    assert [e.data["how"] for e in events if e.kind in ("hero_killed", "room_destroyed")] == ["cave-in", "cave-in"]
    assert [st.top for st in state.dungeons[0]] == ["golem-factory"]


def test_counterspell_cancels_a_spell_being_cast():
    """Card: Counterspell; 000 (IT) glossary "Cancella": a cancelled spell goes to the discard pile
    without effect, even when its caster is the active player."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "freeze")
    hand(state, 1, "counterspell")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast freeze", "target 0 1")
    assert state.frames[-1].kind == "cancel" and state.current_player() == 1
    assert options(state) == {"cast counterspell", "pass"}
    events = play(state, "cast counterspell")
    assert "spell_cancelled" in kinds(events)
    assert not state.dungeons[0][0].frozen
    assert sorted(state.discard) == ["counterspell", "freeze"]


def test_a_counterspell_can_be_countered_and_the_last_cancel_wins():
    """Reference §4.2 (Advanced Rules Guide): cancels answer whatever was just cast; the latest cancel wins."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "freeze", "counterspell")
    hand(state, 1, "counterspell")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast freeze", "target 0 1", "cast counterspell")
    assert state.current_player() == 0 and options(state) == {"cast counterspell", "pass"}
    play(state, "cast counterspell")
    assert state.dungeons[0][0].frozen


def test_the_active_player_answers_first_and_a_spell_whose_target_is_gone_fizzles():
    """000 (IT) "Priorità": when another player casts, the active player may answer with spells or
    abilities, and the active player's effects resolve first; 002 (PT) glossary "Cancelar": a spell
    whose target is destroyed by a higher-priority effect is cancelled."""
    state = blank()
    dungeon(state, 0, "bottomless-pit", "golem-factory")
    hand(state, 1, "freeze")
    _send_in(state, 0, "delatorious-angel-of-light")
    assert state.current_player() == 0  # the active player first: the Pit could be used now
    play(state, "pass")
    play(state, "cast freeze", "target 0 1")
    assert state.frames[-1].kind == "respond-first" and state.current_player() == 0
    events = play(state, "use bottomless-pit 1")
    assert state.souls[0] == ["delatorious-angel-of-light"]
    assert kinds(events).index("hero_killed") < kinds(events).index("spell_fizzled")


def test_exhaustion_deals_damage_equal_to_your_rooms():
    """Card: Exhaustion (spells.yaml); reference: deactivated rooms do not count."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory", "dark-laboratory", "mimic-vault")
    state.dungeons[0][3] = state.dungeons[0][3]._replace(frozen=True)
    hand(state, 0, "exhaustion")
    _send_in(state, 0, "katelyn-angelic-healer")
    events = play(state, "cast exhaustion")
    damaged = next(e for e in events if e.kind == "hero_damaged")
    assert damaged.data["damage"] == 3 and damaged.data["total"] == 2 + 3


def test_fear_sends_the_hero_back_to_town_and_wipes_its_damage():
    """Card: Fear; 000 (IT) "Fine del turno": a hero sent back to town loses the damage it took."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory")
    hand(state, 1, "fear")
    _send_in(state, 0, "acacia-warrior-of-light")
    play(state, "cast fear")
    assert state.town == ["acacia-warrior-of-light"] and state.walk_hero is None
    assert not state.souls[0] and not state.wounds[0]
    state.entrance[0].append(state.town.pop())
    queue(state, ("adventurer", {"seat": 0}))
    assert state.walk_hero is None and state.wounds[0] == ["acacia-warrior-of-light"]  # 4 damage from 0 again


def test_freeze_deactivates_a_room_in_any_dungeon():
    """Card: Freeze; 000 (IT) glossary "Disattiva"."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    dungeon(state, 1, "dark-altar")
    hand(state, 0, "freeze")
    _build_turn(state, 0)
    play(state, "cast freeze")
    assert options(state) == {"target 0 1", "target 1 1"}
    play(state, "target 1 1")
    assert state.dungeons[1][0].frozen


def test_jeopardy_gives_everyone_a_new_hand():
    """Card: Jeopardy (spells.yaml): every player discards the whole hand, then draws 1 spell and 2 rooms."""
    state = blank()
    hand(state, 0, "jeopardy", "golem-factory", "fear")
    hand(state, 1, "dark-altar", "mimic-vault", "freeze", "assassin")
    _build_turn(state, 0)
    play(state, "cast jeopardy")
    assert sorted(state.discard) == sorted(["jeopardy", "golem-factory", "fear", "dark-altar", "mimic-vault",
                                            "freeze", "assassin"])
    for seat in (0, 1):
        assert len(state.rooms[seat]) == 2 and len(state.spells[seat]) == 1


def test_kobold_strike_stops_all_building_and_returns_face_down_rooms():
    """Card: Kobold Strike; reference §4.14: it stops every build that turn."""
    state = blank(2, ("robobo", "draculord"))  # seat 1 builds first
    hand(state, 1, "golem-factory")
    hand(state, 0, "kobold-strike", "dark-altar")
    dungeon(state, 1, "mimic-vault")
    state.phase = "build"
    queue(state, ("build-phase", {}))
    play(state, "build golem-factory 1")
    assert state.current_player() == 0
    events = play(state, "cast kobold-strike")
    assert "room_returned" in kinds(events)
    assert state.rooms[1] == ["golem-factory"] and [st.cards for st in state.dungeons[1]] == [("mimic-vault",)]
    assert "kobold-strike" in state.this_turn and not state.frames  # seat 0 may not build either


def test_motivation_builds_one_more_room_when_behind():
    """Card: Motivation (spells.yaml): with fewer rooms than some opponent, one more room this turn."""
    state = blank()
    dungeon(state, 1, "golem-factory", "golem-factory")
    dungeon(state, 0, "dark-altar")
    hand(state, 0, "motivation", "mimic-vault", "open-grave")
    _build_turn(state, 0)
    play(state, "cast motivation", "build mimic-vault new")
    assert state.current_player() == 0
    assert "build open-grave 1" not in options(state)  # not on the room just placed face down
    play(state, "build open-grave 2")
    assert [st.hidden for st in state.dungeons[0]] == [True, True]
    state = blank()
    dungeon(state, 1, "golem-factory")
    dungeon(state, 0, "dark-altar")
    hand(state, 0, "motivation", "mimic-vault")
    _build_turn(state, 0)
    assert "cast motivation" not in options(state)  # not behind anybody


def test_princess_in_peril_brings_a_town_hero_to_your_entrance():
    """Card: Princess in Peril (spells.yaml)."""
    state = blank()
    town(state, "nick-the-masher", "boden-the-pantless")
    hand(state, 0, "princess-in-peril")
    _build_turn(state, 0)
    play(state, "cast princess-in-peril")
    assert options(state) == {"target nick-the-masher", "target boden-the-pantless"}
    play(state, "target boden-the-pantless")
    assert state.entrance[0] == ["boden-the-pantless"] and state.town == ["nick-the-masher"]


def test_soul_harvest_trades_a_soul_for_two_spells():
    """Card: Soul Harvest (spells.yaml): the soul leaves the game."""
    state = blank()
    state.souls[0] = [state.epic_deck.pop(state.epic_deck.index("katelyn-angelic-healer"))]
    hand(state, 0, "soul-harvest")
    _build_turn(state, 0)
    play(state, "cast soul-harvest", "remove katelyn-angelic-healer")
    assert state.souls[0] == [] and "katelyn-angelic-healer" in state.removed
    assert len(state.spells[0]) == 2


def test_teleportation_walks_the_hero_through_again_keeping_its_damage():
    """Card: Teleportation (spells.yaml): back to the first room, damage kept."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory", "dark-laboratory")
    hand(state, 0, "teleportation")
    _send_in(state, 0, "delatorious-angel-of-light")  # 8 health, 5 damage in one walk
    play(state, "pass", "pass")
    assert state.walk_damage == 5 and state.walk_pos == 2
    events = play(state, "cast teleportation")
    assert [e.data["position"] for e in events if e.kind == "room_damage"] == [1, 2]
    killed = next(e for e in events if e.kind == "hero_killed")
    assert killed.data["hero"] == "delatorious-angel-of-light"  # 5 + 2 + 2 on the second walk


def test_trepidation_keeps_a_richer_players_heroes_at_their_entrance():
    """Card: Trepidation (spells.yaml): a player with at least 2 more souls; their heroes wait."""
    state = blank(2, ("robobo", "draculord"))  # seat 1 adventures first
    state.souls[1] = [state.hero_deck.pop(state.hero_deck.index(h)) for h in ("nick-the-masher", "joman-chimm")]
    dungeon(state, 1, "golem-factory")
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "trepidation")
    state.entrance[1] = [state.hero_deck.pop(state.hero_deck.index(h)) for h in ("boden-the-pantless", "jesta-the-rogue")]
    state.phase = "adventure"
    queue(state, ("adventure-phase", {}))
    play(state, "cast trepidation", "target 1")
    assert state.entrance[1] == ["jesta-the-rogue"] and state.this_turn["trepidation"] == [1]
    assert not state.frames


def test_zombie_attack_sends_a_dead_hero_back_with_two_more_health():
    """Card: Zombie Attack (spells.yaml)."""
    state = blank()
    state.souls[1] = [state.hero_deck.pop(state.hero_deck.index("nick-the-masher"))]
    hand(state, 0, "zombie-attack")
    _build_turn(state, 0)
    play(state, "cast zombie-attack", "target nick-the-masher")
    assert state.entrance[1] == ["nick-the-masher"] and state.souls[1] == []
    assert state.this_turn["health"] == {"nick-the-masher": 2}


def test_casting_keeps_every_card():
    """Issue 4, properties: no card created or lost, here through a cancelled spell."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "freeze")
    hand(state, 1, "counterspell")
    before = census(state)
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "cast freeze", "target 0 1")
    assert census(state) == before
    play(state, "cast counterspell")
    assert census(state) == before
