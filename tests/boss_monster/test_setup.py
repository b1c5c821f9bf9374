"""Setup: hero decks, Bosses, opening hands, the mulligan, the variants, and the first room."""
from __future__ import annotations

import pytest

from game.engine.actions import IllegalAction
from game.games.boss_monster.board import BOSS, HERO, ROOM, SPELL
from game.games.boss_monster.rules.setup import may_mulligan

from .helpers import blank, census, fresh, hand, kinds, options, play, queue


def _to_first_build(state):
    """Answers the setup decisions that come before the first room with the first option."""
    while state.frames[-1].kind in ("mulligan", "opening-discard", "choose-boss"):
        state.apply(state.legal_actions()[-1] if state.frames[-1].kind == "mulligan" else state.legal_actions()[0])


def test_hero_decks_in_play_by_player_count():
    """000 (IT) "Formazione dei mazzi Eroe": the heroes whose player icon is above the number of
    players leave the game before it starts."""
    for players, ordinary, epic in ((2, 13, 8), (3, 17, 12), (4, 25, 16)):
        state = fresh(players, 3)
        assert (len(state.hero_deck), len(state.epic_deck)) == (ordinary, epic)
        assert all(HERO[h].players <= players for h in state.hero_deck + state.epic_deck)
        assert all(HERO[h].players > players for h in state.removed)


def test_hard_mode_removes_ordinary_heroes_with_four_health():
    """000 (IT) "Varianti di Gioco", Modalità Difficile: ordinary heroes with 4 health leave the game."""
    state = fresh(2, 3, hard=True)
    assert len(state.hero_deck) == 9
    assert not any(HERO[h].health == 4 for h in state.hero_deck)
    assert {h for h in state.removed if HERO[h].players == 2} == {"nick-the-masher", "boden-the-pantless",
                                                                  "tieg-and-the-magic-bubble", "joman-chimm"}


def test_each_player_gets_one_boss_and_the_rest_is_set_aside_face_down():
    """000 (IT) "Preparazione dell'area di gioco": Bosses shuffled, one dealt to each player."""
    state = fresh(3, 11)
    assert len(set(state.bosses)) == 3 and all(state.bosses)
    assert sorted(state.set_aside) == sorted(set(BOSS) - set(state.bosses))
    assert state.view(0)["set_aside"] == 5


def test_play_order_is_by_xp_highest_first():
    """000 (IT) "Carte: Boss", C: the Boss with the most XP acts first, then the others in decreasing XP."""
    state = fresh(4, 5)
    xps = [BOSS[state.bosses[p]].xp for p in state.order]
    assert xps == sorted(xps, reverse=True)


def test_i_choose_you_deals_two_bosses_and_keeps_choices_hidden_until_all_chose():
    """000 (IT) "Varianti di Gioco", Scelgo te!: each player draws two Bosses, keeps one, and the
    other leaves the game."""
    state = fresh(2, 4, **{"i-choose-you": True})
    assert state.frames[-1].kind == "choose-boss" and state.current_player() == 0
    first, second = state.offers[0]
    assert options(state) == {f"boss {first}", f"boss {second}"}
    assert state.view(1)["seats"][0]["offers"] == 2  # the other player sees only the backs
    play(state, f"boss {first}")
    assert state.view(1)["seats"][0]["boss"] is None  # not revealed before everybody chose
    assert state.view(0)["seats"][0]["boss"] == first
    play(state, f"boss {state.offers[1][0]}")
    assert state.bosses[0] == first
    assert state.view(1)["seats"][0]["boss"] == first
    assert second in state.set_aside and len(state.set_aside) == 6


def test_opening_hand_is_five_rooms_and_two_spells():
    """000 (IT) "Carte iniziali": each player draws 5 rooms and 2 spells."""
    state = fresh(3, 9)
    _to_first_build(state)
    for seat in range(3):
        assert len(state.rooms[seat]) == 5 and len(state.spells[seat]) == 2


def test_mulligan_is_allowed_with_four_advanced_rooms_or_four_of_one_icon():
    """000 (IT) "Carte iniziali" / 002 (PT) "Mulligan": four Advanced rooms, or four rooms with the
    same treasure icon, allow a new hand."""
    assert may_mulligan(["dracolich-lair", "vampire-bordello", "beast-menagerie", "ligers-den", "dark-altar"])
    assert may_mulligan(["dark-altar", "open-grave", "dragon-hatchery", "zombie-prison", "golem-factory"])
    assert not may_mulligan(["dark-altar", "open-grave", "dragon-hatchery", "golem-factory", "bottomless-pit"])
    assert not may_mulligan(["dracolich-lair", "vampire-bordello", "beast-menagerie", "dark-altar", "golem-factory"])


def test_mulligan_is_offered_only_to_a_qualifying_hand_and_draws_a_new_one():
    """000 (IT) "Carte iniziali": the player may put the whole hand back and draw a new one."""
    state = blank(2)
    hand(state, 0, "dracolich-lair", "vampire-bordello", "beast-menagerie", "ligers-den", "dark-altar", "fear",
         "freeze")
    hand(state, 1, "dark-altar", "golem-factory", "bottomless-pit", "mimic-vault", "dark-laboratory", "fear",
         "freeze")
    queue(state, ("mulligans", {}))
    assert state.frames[-1].kind == "mulligan" and state.current_player() == 0
    before = census(state)
    events = play(state, "mulligan")
    assert kinds(events) == ["hand_mulliganed", "rooms_drawn", "spells_drawn"]
    assert len(state.rooms[0]) == 5 and len(state.spells[0]) == 2
    assert not state.frames  # the other hand did not qualify: no decision for it
    assert census(state) == before  # the old hand went back into the decks


def test_classic_mode_discards_two_cards_of_choice():
    """000 (IT) "Varianti di Gioco", Modalità Classica: after drawing 5 rooms and 2 spells, each player
    discards two cards of their choice."""
    state = fresh(2, 8, classic=True)
    while state.frames[-1].kind == "mulligan":
        play(state, "keep")
    seat = state.current_player()
    assert state.frames[-1].kind == "opening-discard"
    spell = state.spells[seat][0]
    room = state.rooms[seat][0]
    play(state, f"discard {spell}", f"discard {room}")
    assert len(state.rooms[seat]) + len(state.spells[seat]) == 5
    assert state.discard[-2:] == [spell, room]
    assert state.current_player() != seat  # the next player discards in turn


def test_seeded_discard_starts_the_pile_with_four_rooms_and_two_spells():
    """rules-decisions.md, option seeded-discard (after a later FAQ): the discard pile starts with
    4 rooms and 2 spells from the decks."""
    state = fresh(2, 8, **{"seeded-discard": True})
    assert sum(c in ROOM for c in state.discard) == 4
    assert sum(c in SPELL for c in state.discard) == 2
    assert len(state.room_deck) == 75 - 4 - 10


def test_first_room_is_built_face_down_in_xp_order_and_revealed_together():
    """000 (IT) "Costruzione della prima Stanza": most XP first, each player places a room face down
    to the left of the Boss; then all are revealed. No spell may be cast meanwhile."""
    state = fresh(2, 12)
    _to_first_build(state)
    first = state.order[0]
    assert state.current_player() == first
    assert {a.verb for a in state.legal_actions()} == {"build"}
    assert all(a.args[1] == "new" for a in state.legal_actions())
    card = state.rooms[first][0]
    play(state, f"build {card} new")
    other = state.order[1]
    assert state.view(other)["seats"][first]["dungeon"][0]["room"] is None
    assert state.view(first)["seats"][first]["dungeon"][0]["room"] == card
    events = play(state, f"build {state.rooms[other][0]} new")
    assert "rooms_revealed" in kinds(events)
    assert all(len(d) == 1 and not d[0].hidden for d in state.dungeons)
    assert state.turn == 1


def test_when_you_build_abilities_of_the_first_rooms_resolve_in_xp_order():
    """000 (IT) "Costruzione della prima Stanza": after the reveal, the "when you build" abilities
    resolve in XP order."""
    state = blank(2, ("draculord", "robobo"))  # Draculord 900 XP acts before Robobo 400
    hand(state, 0, "dark-laboratory")
    hand(state, 1, "dark-laboratory")
    queue(state, ("first-builds", {}), ("reveal", {}))
    play(state, "build dark-laboratory new", "build dark-laboratory new")
    assert state.frames[-1].kind == "discard" and state.current_player() == 0
    play(state, f"discard {state.spells[0][0]}")
    assert state.current_player() == 1


def test_the_opening_log_records_the_deal():
    """docs/engine.md, the State contract: opening_log() gives the setup events for a new game's log."""
    state = fresh(2, 2)
    log = kinds(state.opening_log())
    assert log[:2] == ["decks_shuffled", "bosses_revealed"]
    assert log.count("rooms_drawn") == 2 and log.count("spells_drawn") == 2


ADVANCED = ("dracolich-lair", "vampire-bordello", "beast-menagerie", "ligers-den", "all-seeing-eye")


def test_only_a_basic_room_may_be_the_first_room():
    """000 (IT) "Costruzione della Stanza" and 002 (PT) "Construção": an Advanced room is built only on
    a room sharing a treasure icon, never at a new place; the first room takes a new place, so only
    a Basic room may be the first (rulings.md, "The first room")."""
    state = blank(2, ("draculord", "robobo"))
    hand(state, 0, "dracolich-lair", "golem-factory", "beast-menagerie", "bottomless-pit")
    hand(state, 1, "golem-factory")
    queue(state, ("first-builds", {}))
    assert options(state) == {"build golem-factory new", "build bottomless-pit new"}
    with pytest.raises(IllegalAction) as refused:
        play(state, "build dracolich-lair new")
    assert refused.value.key == "illegal.boss_monster.advanced_needs_a_room"


def test_a_hand_without_a_basic_room_must_be_taken_back_until_it_holds_one():
    """rulings.md, "The first room": five Advanced rooms qualify for the mulligan ("Carte iniziali"),
    and since such a hand could build no first room, the mulligan is its only choice, again and
    again until a Basic room comes."""
    state = blank(2, ("draculord", "robobo"))
    hand(state, 0, *ADVANCED, "fear", "freeze")
    hand(state, 1, "golem-factory", "bottomless-pit", "mimic-vault", "dark-laboratory", "dark-altar")
    basic = [c for c in state.room_deck if not ROOM[c].advanced]
    state.room_deck = [c for c in state.room_deck if ROOM[c].advanced]
    queue(state, ("mulligans", {}))
    assert state.current_player() == 0 and options(state) == {"mulligan"}
    play(state, "mulligan")  # the deck holds only Advanced rooms: the new hand has none either
    assert state.current_player() == 0 and options(state) == {"mulligan"}
    state.room_deck += basic
    play(state, "mulligan")
    while state.frames and state.frames[-1].kind == "mulligan" and state.current_player() == 0:
        play(state, "mulligan")
    assert any(not ROOM[c].advanced for c in state.rooms[0])
    assert not state.frames  # seat 1's hand neither qualifies nor lacks a Basic room: not asked


def test_a_classic_hand_left_without_a_basic_room_builds_no_first_room():
    """rulings.md, "The first room": a player who discarded every Basic room in the Classic variant
    builds no first room; the others build theirs and the game goes on."""
    state = blank(2, ("draculord", "robobo"), classic=True)
    hand(state, 0, "dracolich-lair", "beast-menagerie", "fear")
    hand(state, 1, "golem-factory", "bottomless-pit")
    queue(state, ("first-builds", {}), ("reveal", {}))
    assert state.current_player() == 1 and options(state) == {"build golem-factory new", "build bottomless-pit new"}
    play(state, "build golem-factory new")
    assert state.dungeons[0] == [] and [st.cards for st in state.dungeons[1]] == [("golem-factory",)]
