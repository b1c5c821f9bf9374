"""The Build phase: where rooms may go, the order of building, the reveal, and Level Up."""
from __future__ import annotations

import pytest

from game.engine.actions import Action, IllegalAction
from game.games.boss_monster.board import spots
from game.games.boss_monster.effects import usable

from .helpers import blank, dungeon, hand, kinds, options, play, queue, take


def _frozen(state, seat, position):
    state.dungeons[seat][position - 1] = state.dungeons[seat][position - 1]._replace(frozen=True)


def test_basic_room_goes_at_the_entrance_end_or_on_any_room():
    """000 (IT) "Fase Costruzione": a basic room goes to the left of the rooms already there, or on top
    of any room whatever its treasure."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory")
    assert spots(state, 0, "dark-altar") == [0, 1, 2]


@pytest.mark.parametrize("position, allowed, why", [
    (1, True, "shares a cleric icon with Dark Altar"),
    (2, True, "shares a cleric icon with Torture Chamber"),
    (3, False, "Golem Factory has no cleric icon"),
])
def test_where_can_the_dracolich_lair_be_built(position, allowed, why):
    """The rulebooks' worked example, 000 (IT) "Dove costruire la Tana del Dragolich?" / 002 (PT)
    "Onde podemos construir Covil do Dracolich?": on Dark Altar yes, on Torture Chamber yes, on Golem
    Factory no. An Advanced room also never opens a new place."""
    state = blank()
    dungeon(state, 0, "dark-altar", "torture-chamber", "golem-factory")
    assert (position in spots(state, 0, "dracolich-lair")) == allowed, why
    assert 0 not in spots(state, 0, "dracolich-lair")


def test_an_advanced_room_may_go_on_an_advanced_room_sharing_its_icon():
    """000 (IT) "Carte: Stanze": Advanced rooms go on a room, basic or Advanced, sharing an icon."""
    state = blank()
    dungeon(state, 0, "vampire-bordello", "beast-menagerie")
    assert spots(state, 0, "dracolich-lair") == [1]


def test_no_advanced_room_on_neanderthal_cave():
    """Card: Neanderthal Cave (rooms.yaml): no Advanced room may be built on it."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "golem-factory")
    assert spots(state, 0, "beast-menagerie") == [2]
    assert 1 in spots(state, 0, "golem-factory")


def test_at_most_five_rooms_are_visible():
    """000 (IT) "Fase Costruzione": at most five rooms in the dungeon; the Boss is no room."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-altar", "open-grave", "mimic-vault", "dark-laboratory")
    assert 0 not in spots(state, 0, "jackpot-stash")
    assert spots(state, 0, "jackpot-stash") == [1, 2, 3, 4, 5]


def test_nothing_is_built_on_a_face_down_or_deactivated_room():
    """000 (IT) glossary "Carta coperta" and "Disattiva": no building on a face-down or a deactivated room."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-altar", "open-grave")
    state.dungeons[0][0] = state.dungeons[0][0]._replace(hidden=True)
    _frozen(state, 0, 2)
    assert spots(state, 0, "jackpot-stash") == [0, 3]


def test_players_build_in_xp_order_and_may_pass():
    """000 (IT) "Fase Costruzione": in decreasing XP each player places a room face down, or declares
    that they build nothing while they are the active player."""
    state = blank(2, ("robobo", "draculord"))  # seat 1 (Draculord, 900) before seat 0 (Robobo, 400)
    hand(state, 0, "golem-factory")
    hand(state, 1, "dark-altar")
    queue(state, ("build-phase", {}))
    assert state.current_player() == 1 and state.active == 1
    assert options(state) == {"build dark-altar new", "pass"}
    events = play(state, "pass")
    assert kinds(events) == ["build_passed"]
    assert state.current_player() == 0 and state.active == 0
    play(state, "build golem-factory new")
    assert state.dungeons[0][0].hidden and state.dungeons[1] == []


def test_a_placed_room_is_secret_until_the_reveal():
    """000 (IT) "Fase Costruzione" and glossary "Carta coperta": rooms are placed face down; the others
    see where, not what."""
    state = blank()
    hand(state, 0, "golem-factory")
    dungeon(state, 0, "dark-altar")
    queue(state, ("build-phase", {}))
    (event,) = play(state, "build golem-factory 1")
    assert event.for_seat(1) == {"kind": "room_placed", "seat": 0, "position": 1, "place": 5, "on": "dark-altar"}
    assert event.for_seat(0)["room"] == "golem-factory"
    assert state.view(1)["seats"][0]["dungeon"][0]["room"] is None
    assert state.view(1)["seats"][0]["dungeon"][0]["covered"] == ["dark-altar"]


def test_rooms_are_revealed_together_at_the_end_of_the_build_phase():
    """000 (IT) "Fase Costruzione": after everyone had the chance to build, all placed rooms are turned
    face up at once and count as built."""
    state = blank()
    hand(state, 0, "golem-factory")
    hand(state, 1, "dark-altar")
    queue(state, ("build-phase", {}), ("reveal", {}))
    play(state, "build golem-factory new")
    assert state.dungeons[0][0].hidden
    events = play(state, "build dark-altar new")
    revealed = next(e for e in events if e.kind == "rooms_revealed")
    assert revealed.chance
    assert revealed.data["rooms"] == [{"seat": 0, "position": 1, "place": 5, "room": "golem-factory"},
                                      {"seat": 1, "position": 1, "place": 5, "room": "dark-altar"}]
    assert not state.dungeons[0][0].hidden and not state.dungeons[1][0].hidden


def test_a_room_built_this_turn_is_first_used_in_the_adventure_phase():
    """Reference §4.3 and rules-decisions.md (Boss Monster): a room placed this Build phase is face
    down until the reveal, and nothing may be used after the reveal, so its ability waits for the
    Adventure phase."""
    state = blank()
    hand(state, 0, "dark-altar", "kobold-strike")
    hand(state, 1, "golem-factory")
    state.discard.append(take(state, "freeze"))
    queue(state, ("build-phase", {}), ("reveal", {}))
    play(state, "build dark-altar new", "build golem-factory new")
    assert state.frames[-1].kind == "respond" and options(state) == {"cast kobold-strike", "pass"}
    play(state, "pass")
    assert not state.frames and not state.dungeons[0][0].hidden
    state.phase = "adventure"
    assert [str(a) for a in usable(state, 0)] == ["use dark-altar 1"]


def test_level_up_fires_once_on_the_first_fifth_room():
    """000 (IT) "Carte: Boss", B and glossary "Level Up": the first time five rooms show at the end of
    the Build phase, the Boss's Level Up fires, once per game."""
    state = blank(2, ("xyzax", "robobo"))
    dungeon(state, 0, "dark-altar", "open-grave", "mimic-vault", "dark-laboratory")
    hand(state, 0, "golem-factory")
    state.discard = [state.spell_deck.pop(state.spell_deck.index("fear"))]
    queue(state, ("build-phase", {}), ("reveal", {}))
    play(state, "build golem-factory new")
    assert state.frames[-1].kind == "respond"  # the last window before the reveal: Dark Altar could be used
    events = play(state, "pass")
    assert "level_up" in kinds(events) and state.leveled[0]
    assert state.frames[-1].kind == "take-from-discard"  # Xyzax: two cards from the discard pile
    play(state, "take fear")
    # Losing a room and building a fifth again does not fire it a second time.
    state.dungeons[0].pop(0)
    hand(state, 0, "golem-factory")
    queue(state, ("build-phase", {}), ("reveal", {}))
    events = play(state, "build golem-factory new", "pass")
    assert "rooms_revealed" in kinds(events) and "level_up" not in kinds(events)


def test_level_up_resolves_before_the_fifth_rooms_when_you_build():
    """000 (IT) glossary "Level Up": it fires as the fifth room is revealed, before that room's
    "when you build" abilities."""
    state = blank(2, ("cerebellus", "robobo"))
    dungeon(state, 0, "dark-altar", "open-grave", "mimic-vault", "golem-factory")
    hand(state, 0, "dark-laboratory")
    queue(state, ("build-phase", {}), ("reveal", {}))
    play(state, "build dark-laboratory new", "pass")
    assert state.frames[-1].kind == "may-draw"  # Cerebellus' Level Up first
    play(state, "draw spells")
    play(state, f"discard {state.spells[0][0]}")
    assert state.frames[-1].kind == "discard"  # then Dark Laboratory's discard
    assert len(state.spells[0]) == 4


def test_level_up_held_back_by_a_deactivated_fifth_room_fires_at_end_of_turn():
    """rules-decisions.md (Boss Monster) and 000 (IT) glossary "Disattiva": a deactivated room does not
    count as a room; a Level Up it held back fires at End of turn when it comes back."""
    state = blank(2, ("gorgona", "robobo"))
    dungeon(state, 0, "dark-altar", "open-grave", "mimic-vault", "golem-factory")
    hand(state, 0, "dark-laboratory")
    state.town = [state.hero_deck.pop(state.hero_deck.index("nick-the-masher"))]
    queue(state, ("build-phase", {}))
    play(state, "build dark-laboratory new", "pass")
    _frozen(state, 0, 2)
    events = queue(state, ("reveal", {}))
    assert "level_up" not in kinds(events) and not state.leveled[0]
    play(state, f"discard {state.spells[0][0]}")  # Dark Laboratory
    events = queue(state, ("end-turn", {}))
    assert "level_up" in kinds(events)
    assert state.frames[-1].kind == "gorgon"


@pytest.mark.parametrize("action, key, words", [
    ("build dracolich-lair 3", "illegal.boss_monster.no_shared_treasure", "sharing one of its treasure icons"),
    ("build beast-menagerie 4", "illegal.boss_monster.no_advanced_here", "Neanderthal Cave"),
    ("build golem-factory 1", "illegal.boss_monster.face_down", "face-down"),
    ("build golem-factory 2", "illegal.boss_monster.deactivated", "deactivated"),
    ("build golem-factory new", "illegal.boss_monster.dungeon_full", "five rooms"),
    ("build dark-altar new", "illegal.boss_monster.not_in_hand", "You hold no dark-altar"),
    ("build dracolich-lair new", "illegal.boss_monster.advanced_needs_a_room", "never at a new place"),
])
def test_an_illegal_build_says_why(action, key, words):
    """Architecture, Actions: a refused action carries a reason a player can read and an i18n key."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-altar", "golem-factory", "neanderthal-cave", "open-grave")
    hand(state, 0, "dracolich-lair", "beast-menagerie", "golem-factory")
    state.dungeons[0][0] = state.dungeons[0][0]._replace(hidden=True)
    _frozen(state, 0, 2)
    queue(state, ("build-phase", {}))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.parse(action))
    assert refused.value.key == key
    assert words in refused.value.reason
