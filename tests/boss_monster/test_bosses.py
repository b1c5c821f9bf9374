"""Every Boss's Level Up (bosses.yaml; 000 (IT) "Carte: Boss", B and glossary "Level Up")."""
from __future__ import annotations

from game.engine.rng import Rng

from .helpers import blank, census, dungeon, hand, kinds, options, play, queue, town


def _level_up(state, seat):
    return queue(state, ("level-up", {"seat": seat}))


def test_draculord_looks_at_an_opponents_hand_and_takes_a_card():
    """Boss: Draculord. Only the two players concerned see the hand."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    hand(state, 1, "fear", "golem-factory")
    hand(state, 2, "freeze")
    _level_up(state, 0)
    assert options(state) == {"opponent 1", "opponent 2"}
    events = play(state, "opponent 1")
    seen = events[0]
    assert seen.kind == "hand_seen" and seen.for_seat(0)["cards"] == ["golem-factory", "fear"]
    assert "cards" not in seen.for_seat(2)
    assert options(state) == {"take golem-factory", "take fear"}
    world = state.determinize(0, Rng(5))
    assert sorted(world.rooms[1] + world.spells[1]) == ["fear", "golem-factory"]  # what the look shows stays
    play(state, "take fear")
    assert state.spells[0] == ["fear"] and state.spells[1] == []


def test_xyzax_takes_two_cards_from_the_discard_pile():
    """Boss: Xyzax."""
    state = blank(2, ("xyzax", "robobo"))
    state.discard = [state.spell_deck.pop(state.spell_deck.index("fear")),
                     state.room_deck.pop(state.room_deck.index("golem-factory")),
                     state.room_deck.pop(state.room_deck.index("mimic-vault"))]
    _level_up(state, 0)
    play(state, "take fear", "take mimic-vault")
    assert state.spells[0] == ["fear"] and state.rooms[0] == ["mimic-vault"] and state.discard == ["golem-factory"]


def test_king_croak_fetches_an_advanced_monster_room_and_may_build_it_at_once():
    """Boss: King Croak: from the room deck or the discard pile; built on a room sharing an icon, or kept."""
    state = blank(2, ("king-croak", "robobo"))
    dungeon(state, 0, "golem-factory", "dark-altar")
    state.discard = [state.room_deck.pop(state.room_deck.index("beast-menagerie"))]
    _level_up(state, 0)
    assert options(state) == {"take beast-menagerie deck", "take dracolich-lair deck", "take ligers-den deck",
                              "take monsters-ballroom deck", "take vampire-bordello deck",
                              "take beast-menagerie discard", "pass"}
    assert state.frames[-1].data["reveals"] == ["room-deck"]
    play(state, "take beast-menagerie discard")
    assert options(state) == {"build beast-menagerie 1", "keep"}
    events = play(state, "build beast-menagerie 1")
    assert state.dungeons[0][0].cards == ("golem-factory", "beast-menagerie")
    assert "room_built" in kinds(events) and state.discard == []


def test_king_croak_keeps_the_room_when_building_is_stopped():
    """Reference §4.14: Kobold Strike stops Level Up builds too."""
    state = blank(2, ("king-croak", "robobo"))
    dungeon(state, 0, "golem-factory")
    state.this_turn["kobold-strike"] = True
    _level_up(state, 0)
    play(state, "take beast-menagerie deck")
    assert state.rooms[0] == ["beast-menagerie"] and not state.frames


def test_cleopatra_fetches_an_advanced_trap_room():
    """Boss: Cleopatra, as King Croak for an Advanced Trap room."""
    state = blank(2, ("cleopatra", "robobo"))
    dungeon(state, 0, "bottomless-pit")
    _level_up(state, 0)
    assert options(state) == {"take all-seeing-eye deck", "take recycling-center deck", "take the-crushinator deck",
                              "pass"}
    play(state, "take recycling-center deck", "keep")
    assert state.rooms[0] == ["recycling-center"] and state.room_deck.count("recycling-center") == 1


def test_robobo_makes_each_opponent_destroy_one_of_their_rooms():
    """Boss: Robobo: most XP first; a room's own "destroy this room" ability does not fire."""
    state = blank(3, ("robobo", "draculord", "gorgona"))
    dungeon(state, 1, "bottomless-pit", "golem-factory")
    dungeon(state, 2, "dark-altar")
    _level_up(state, 0)
    assert state.current_player() == 1 and options(state) == {"destroy bottomless-pit 1", "destroy golem-factory 2"}
    play(state, "destroy bottomless-pit 1")
    assert state.current_player() == 2
    play(state, "destroy dark-altar 1")
    assert state.dungeons[2] == [] and [st.top for st in state.dungeons[1]] == ["golem-factory"]
    assert sorted(state.discard) == ["bottomless-pit", "dark-altar"] and not state.frames


def test_cerebellus_may_draw_three_spells_then_discards_one():
    """Boss: Cerebellus."""
    state = blank(2, ("cerebellus", "robobo"))
    _level_up(state, 0)
    assert options(state) == {"draw spells", "pass"}
    play(state, "draw spells")
    assert len(state.spells[0]) == 3
    play(state, f"discard {state.spells[0][0]}")
    assert len(state.spells[0]) == 2 and len(state.discard) == 1


def test_seducia_brings_any_hero_from_town_or_the_hero_decks():
    """Boss: Seducia: the hero decks are searched, then as good as shuffled (draws are at random)."""
    state = blank(2, ("seducia", "robobo"))
    town(state, "nick-the-masher")
    before = census(state)
    _level_up(state, 0)
    assert "hero nick-the-masher" in options(state) and "hero lord-van-ette" in options(state)
    assert "pass" in options(state)
    events = play(state, "hero lord-van-ette")
    assert state.entrance[0] == ["lord-van-ette"] and "lord-van-ette" not in state.epic_deck
    assert events[-1].kind == "deck_shuffled" and events[-1].chance
    assert census(state) == before


def test_gorgona_kills_a_hero_in_town_epic_or_not():
    """Boss: Gorgona: the hero dies and joins her souls."""
    state = blank(2, ("gorgona", "robobo"))
    town(state, "nick-the-masher", "katelyn-angelic-healer")
    _level_up(state, 0)
    play(state, "hero katelyn-angelic-healer")
    assert state.souls[0] == ["katelyn-angelic-healer"] and state.town == ["nick-the-masher"]
    assert state.view(1)["seats"][0]["soul_count"] == 2


def test_a_level_up_with_nothing_to_work_on_is_wasted():
    """Reference §2.1 clarifications: a Level Up with nothing to act on (Gorgona with an empty town,
    Xyzax with an empty discard pile) does nothing."""
    for boss in ("gorgona", "xyzax", "draculord"):
        state = blank(2, (boss, "robobo"))
        _level_up(state, 0)
        assert not state.frames
