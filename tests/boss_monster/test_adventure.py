"""The Adventure phase: heroes walk the dungeons one by one, room by room."""
from __future__ import annotations

from game.games.boss_monster.state import later

from .helpers import blank, dungeon, hand, kinds, options, play, play_each, queue


def _at_entrance(state, seat, *heroes):
    for hero in heroes:
        deck = state.epic_deck if hero in state.epic_deck else state.hero_deck
        state.entrance[seat].append(deck.pop(deck.index(hero)))


def _adventure(state):
    state.phase = "adventure"
    return queue(state, ("adventure-phase", {}))


def test_players_adventure_in_xp_order_and_heroes_enter_one_at_a_time():
    """000 (IT) "Fase Avventura": in XP order each player with heroes at the entrance is the active
    player; the heroes go in one at a time, the first to arrive first."""
    state = blank(2, ("robobo", "draculord"))  # seat 1 has more XP
    dungeon(state, 0, "golem-factory")
    dungeon(state, 1, "golem-factory")
    _at_entrance(state, 0, "nick-the-masher")
    _at_entrance(state, 1, "boden-the-pantless", "tieg-and-the-magic-bubble")
    events = _adventure(state)
    entering = [(e.data["seat"], e.data["hero"]) for e in events if e.kind == "hero_enters"]
    assert entering == [(1, "boden-the-pantless"), (1, "tieg-and-the-magic-bubble"), (0, "nick-the-masher")]


def test_each_room_deals_its_damage_as_the_hero_enters():
    """000 (IT) "Fase Avventura", Danni: each room's damage is taken from the hero's health as it enters."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory", "open-grave")
    _at_entrance(state, 0, "delatorious-angel-of-light")  # 8 health
    events = _adventure(state)
    damage = [(e.data["room"], e.data["damage"], e.data["total"]) for e in events if e.kind == "room_damage"]
    assert damage == [("golem-factory", 2, 2), ("dark-laboratory", 1, 3), ("open-grave", 2, 5)]


def test_a_hero_whose_damage_reaches_its_health_dies_and_counts_as_a_soul():
    """000 (IT) "Carte: Stanze", C and "Anima": a hero dies when its damage reaches its health; it goes
    face down to the score pile, one soul for an ordinary hero."""
    state = blank()
    dungeon(state, 0, "golem-factory", "neanderthal-cave", "golem-factory")
    _at_entrance(state, 0, "nick-the-masher")  # 4 health: dies in the second room
    events = _adventure(state)
    assert state.souls[0] == ["nick-the-masher"]
    assert sum(e.kind == "room_damage" for e in events) == 2
    killed = next(e for e in events if e.kind == "hero_killed")
    assert killed.data == {"seat": 0, "hero": "nick-the-masher", "how": "damage", "souls": 1}


def test_an_epic_hero_is_two_souls_or_two_wounds():
    """000 (IT) "Carte: Eroi", C and "Anima": an epic hero counts as two souls, or deals two wounds."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "neanderthal-cave", "neanderthal-cave", "golem-factory")
    _at_entrance(state, 0, "katelyn-angelic-healer", "lord-van-ette")  # 11 and 13 health against 11 damage
    _adventure(state)
    assert state.souls[0] == ["katelyn-angelic-healer"] and state.wounds[0] == ["lord-van-ette"]
    assert state.view(0)["seats"][0]["soul_count"] == 2
    assert state.view(0)["seats"][0]["wound_count"] == 2


def test_a_hero_that_survives_every_room_wounds_the_boss():
    """000 (IT) "Fase Avventura", Ferite: a hero that survives every room is put face up in the score
    pile as a wound."""
    state = blank()
    dungeon(state, 0, "dark-laboratory")
    _at_entrance(state, 0, "acacia-warrior-of-light")
    events = _adventure(state)
    assert state.wounds[0] == ["acacia-warrior-of-light"] and not state.souls[0]
    assert events[-1].kind == "boss_wounded" and events[-1].data["wounds"] == 1


def test_a_dungeon_without_rooms_lets_the_hero_straight_to_the_boss():
    """000 (IT) "Carte: Boss": the Boss deals no damage, so a hero meeting no room wounds it."""
    state = blank()
    _at_entrance(state, 0, "nick-the-masher")
    _adventure(state)
    assert state.wounds[0] == ["nick-the-masher"]


def test_a_deactivated_room_is_a_gap_the_hero_walks_through():
    """000 (IT) glossary "Disattiva": a deactivated room's damage and ability are not counted; it is
    treated as an empty space."""
    state = blank()
    dungeon(state, 0, "golem-factory", "neanderthal-cave", "golem-factory")
    state.dungeons[0][1] = state.dungeons[0][1]._replace(frozen=True)
    _at_entrance(state, 0, "nick-the-masher")
    events = _adventure(state)
    assert [e.data["position"] for e in events if e.kind == "room_damage"] == [1, 3]
    assert state.souls[0] == ["nick-the-masher"]  # 2 + 2 damage


def test_the_response_window_comes_after_damage_and_before_death():
    """rules-decisions.md (Boss Monster), room sequence: the room's damage, then a window for Adventure
    spells, then the hero dies if its damage reaches its health; so an opponent's Assassin cast after
    the lethal damage saves the hero (000 (IT) "Fase Avventura", Incantesimi e abilità)."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory")
    hand(state, 1, "assassin")
    _at_entrance(state, 0, "nick-the-masher")  # 4 health, 4 damage after the second room
    _adventure(state)
    assert state.walk_damage == 2 and state.frames[-1].kind == "respond" and state.current_player() == 1
    play(state, "pass")
    assert state.walk_damage == 4 and state.walk_hero == "nick-the-masher"  # lethal damage, still alive
    events = play(state, "cast assassin")
    assert "spell_resolves" in kinds(events)
    assert state.wounds[0] == ["nick-the-masher"] and not state.souls[0]


def test_windows_ask_whoever_holds_a_spell_whatever_it_is():
    """rulings.md, "Windows": who is asked depends on public facts only. Seat 0 holds two Build
    spells, useless in the Adventure, and is asked all the same, with nothing but ``pass``; seat 1
    holds only rooms, which play no part in a window, and is never asked."""
    state = blank()
    dungeon(state, 0, "golem-factory", "golem-factory", "neanderthal-cave", "dark-laboratory")
    hand(state, 0, "motivation", "kobold-strike")
    hand(state, 1, "golem-factory")
    _at_entrance(state, 0, "delatorious-angel-of-light")
    state.phase = "adventure"
    later(state, ("adventure-phase", {}))
    state.run()
    asked = []
    while state.frames:
        assert state.frames[-1].kind == "respond" and options(state) == {"pass"}
        asked.append(state.current_player())
        play_each(state, "pass")
    assert asked == [0, 0, 0, 0] and state.souls[0] == ["delatorious-angel-of-light"]


def test_the_active_player_has_priority_in_a_window():
    """000 (IT) "Priorità" and "Giocatore attivo": the active player acts first, then the others by XP."""
    state = blank(3, ("robobo", "draculord", "king-croak"))  # XP: seat 1 900, seat 2 800, seat 0 400
    dungeon(state, 0, "golem-factory", "golem-factory")
    for seat in range(3):
        hand(state, seat, "freeze")
    _at_entrance(state, 0, "delatorious-angel-of-light")
    _adventure(state)
    asked = [state.current_player()]
    while state.frames and state.frames[-1].kind == "respond" and len(asked) < 3:
        play(state, "pass")
        asked.append(state.current_player())
    assert asked == [0, 1, 2]
    assert "cast freeze" in options(state)
