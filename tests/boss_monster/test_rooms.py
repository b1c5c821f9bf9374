"""Every room's ability, and the rules for destroying rooms (glossary "Distruggi")."""
from __future__ import annotations

from game.engine.registry import get
from game.games.boss_monster.board import destroy, room_damage, treasure
from game.games.boss_monster.state import BossMonsterState

from .helpers import blank, census, dungeon, hand, kinds, options, play, queue, town


def _hero(state, hero):
    deck = state.epic_deck if hero in state.epic_deck else state.hero_deck
    return deck.pop(deck.index(hero))


def _send_in(state, seat, *heroes):
    state.entrance[seat].extend(_hero(state, h) for h in heroes)
    state.phase = "adventure"
    return queue(state, ("adventurer", {"seat": seat}))


def _build(state, seat, card, where="new"):
    """Builds ``card`` through the Build phase and the reveal, passing every window on the way."""
    hand(state, seat, card)
    state.phase = "build"
    events = queue(state, ("build-phase", {}), ("reveal", {}))
    events += play(state, f"build {card} {where}")
    while state.frames and state.frames[-1].kind in ("build", "respond"):
        events += play(state, "pass")
    return events


def _discard(state, *cards):
    for card in cards:
        deck = state.room_deck if card in state.room_deck else state.spell_deck
        state.discard.append(deck.pop(deck.index(card)))


def test_dark_altar_is_destroyed_to_take_any_card_from_the_discard_pile():
    """Card: Dark Altar (rooms.yaml)."""
    state = blank()
    dungeon(state, 0, "dark-altar")
    hand(state, 0, "motivation")
    _discard(state, "fear", "golem-factory")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use dark-altar 1")
    assert state.dungeons[0] == []
    assert options(state) == {"take fear", "take golem-factory", "take dark-altar"}
    play(state, "take fear")
    assert state.spells[0] == ["motivation", "fear"]


def test_open_grave_takes_a_room_from_the_discard_pile_once_per_turn():
    """Card: Open Grave (rooms.yaml): when a hero dies here, once per turn."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "open-grave")
    _discard(state, "golem-factory", "fear", "mimic-vault")
    _send_in(state, 0, "nick-the-masher", "boden-the-pantless")  # both die in the Open Grave
    assert state.frames[-1].kind == "take-from-discard"
    assert options(state) == {"take golem-factory", "take mimic-vault"}
    play(state, "take golem-factory")
    assert state.souls[0] == ["nick-the-masher", "boden-the-pantless"] and not state.frames
    assert state.rooms[0] == ["golem-factory"] and state.discard == ["fear", "mimic-vault"]


def test_specters_sanctum_makes_an_opponent_discard_a_spell_picked_unseen():
    """Card: Specter's Sanctum; reference §4.16: the target shows the backs, the chooser picks one."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    hand(state, 1, "fear", "freeze")
    hand(state, 2, "assassin")
    _build(state, 0, "specters-sanctum")
    assert state.frames[-1].kind == "choose-victim" and options(state) == {"opponent 1", "opponent 2"}
    play(state, "opponent 1")
    assert options(state) == {"pick 1", "pick 2"}
    picked = state.spells[1][1]
    events = play(state, "pick 2")
    assert state.discard == [picked] and len(state.spells[1]) == 1
    assert events[-1].kind == "card_discarded" and events[-1].data["card"] == picked


def test_specters_sanctum_is_wasted_when_no_opponent_has_a_spell():
    """Reference §4.16: Specter's Sanctum and Torture Chamber are wasted if no opponent holds such a card."""
    state = blank()
    _build(state, 0, "specters-sanctum")
    assert not state.frames


def test_succubus_spa_steals_an_unseen_room_or_spell_when_a_hero_dies_there():
    """Card: Succubus Spa (rooms.yaml); reference §4.16: Room or Spell is chosen first."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "succubus-spa")
    hand(state, 1, "motivation", "mimic-vault")
    _send_in(state, 0, "nick-the-masher")
    assert options(state) == {"steal 1 room", "steal 1 spell"}
    events = play(state, "steal 1 room", "pick 1")
    assert state.rooms[0] == ["mimic-vault"] and state.rooms[1] == []
    stolen = events[-1]
    assert stolen.kind == "card_stolen" and stolen.for_seat(1)["card"] == "mimic-vault"
    assert "card" not in stolen.for_seat(None)


def test_dracolich_lair_trades_two_room_cards_for_one_from_the_discard_pile():
    """Card: Dracolich Lair (rooms.yaml): once per turn."""
    state = blank()
    dungeon(state, 0, "dracolich-lair")
    hand(state, 0, "golem-factory", "mimic-vault", "dark-altar")
    _discard(state, "beast-menagerie", "fear")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use dracolich-lair 1", "discard golem-factory", "discard mimic-vault")
    assert options(state) == {"take beast-menagerie", "take golem-factory", "take mimic-vault"}
    play(state, "take beast-menagerie")
    assert sorted(state.rooms[0]) == ["beast-menagerie", "dark-altar"]
    assert "use dracolich-lair 1" not in options(state)  # once per turn


def test_vampire_bordello_heals_a_wound_even_an_epic_one():
    """Card: Vampire Bordello; 000 (IT) glossary "Cura": a healed hero turns face down and counts as souls."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "vampire-bordello")
    state.wounds[0] = [_hero(state, "katelyn-angelic-healer")]
    _send_in(state, 0, "nick-the-masher")
    assert options(state) == {"heal katelyn-angelic-healer"}
    play(state, "heal katelyn-angelic-healer")
    assert state.wounds[0] == [] and state.souls[0] == ["nick-the-masher", "katelyn-angelic-healer"]


def test_goblin_armory_adds_one_to_the_monster_rooms_beside_it():
    """Card: Goblin Armory; reference §4.17: both sides; the Boss does not count; deactivated rooms
    break adjacency (000 (IT) glossary "Disattiva")."""
    state = blank()
    dungeon(state, 0, "golem-factory", "goblin-armory", "dark-laboratory", "goblin-armory", "golem-factory")
    assert [room_damage(state, 0, i) for i in range(5)] == [3, 1, 1, 1, 3]
    state.dungeons[0][0] = state.dungeons[0][0]._replace(frozen=True)
    state.dungeons[0][1] = state.dungeons[0][1]._replace(frozen=True)
    assert room_damage(state, 0, 4) == 3


def test_golem_factory_draws_a_room_when_a_hero_dies_there_once_per_turn():
    """Card: Golem Factory (rooms.yaml)."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "golem-factory")
    events = _send_in(state, 0, "nick-the-masher", "boden-the-pantless")
    assert len(state.rooms[0]) == 1 and state.souls[0] == ["nick-the-masher", "boden-the-pantless"]
    assert kinds(events).count("rooms_drawn") == 1


def test_minotaurs_maze_sends_a_hero_back_once():
    """Card: Minotaur's Maze; reference §4.17: once per hero; no effect as the first room or after a
    deactivated room."""
    state = blank()
    dungeon(state, 0, "golem-factory", "minotaurs-maze", "dark-laboratory")
    events = _send_in(state, 0, "delatorious-angel-of-light")
    walked = [e.data["position"] for e in events if e.kind == "room_damage"]
    assert walked == [1, 1, 2, 3]
    assert "hero_sent_back" in kinds(events) and state.wounds[0] == ["delatorious-angel-of-light"]
    state = blank()
    dungeon(state, 0, "minotaurs-maze", "golem-factory")
    events = _send_in(state, 0, "delatorious-angel-of-light")
    assert "hero_sent_back" not in kinds(events)


def test_beast_menagerie_draws_a_room_when_you_build_another_monster_room():
    """Card: Beast Menagerie (rooms.yaml): once per turn, not for Trap rooms."""
    state = blank()
    dungeon(state, 0, "beast-menagerie")
    _build(state, 0, "dark-laboratory")
    assert len(state.rooms[0]) == 0
    play(state, f"discard {state.spells[0][0]}")
    _build(state, 0, "golem-factory")
    assert len(state.rooms[0]) == 1


def test_monsters_ballroom_deals_one_damage_per_monster_room():
    """Card: Monster's Ballroom; reference §4.17: it counts itself, and changes as rooms come and go."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory", "monsters-ballroom", "succubus-spa")
    assert room_damage(state, 0, 2) == 3
    state.dungeons[0][0] = state.dungeons[0][0]._replace(frozen=True)
    assert room_damage(state, 0, 2) == 2


def test_brainsucker_hive_may_draw_a_spell_when_a_hero_dies_there():
    """Card: Brainsucker Hive (rooms.yaml): optional, once per turn."""
    state = blank()
    dungeon(state, 0, "neanderthal-cave", "brainsucker-hive")
    _send_in(state, 0, "nick-the-masher")
    assert options(state) == {"draw spells", "pass"}
    play(state, "draw spells")
    assert len(state.spells[0]) == 1


def test_dark_laboratory_draws_two_spells_and_discards_one():
    """Card: Dark Laboratory (rooms.yaml)."""
    state = blank()
    _build(state, 0, "dark-laboratory")
    assert len(state.spells[0]) == 2 and state.frames[-1].kind == "discard"
    play(state, f"discard {state.spells[0][0]}")
    assert len(state.spells[0]) == 1 and len(state.discard) == 1


def test_haunted_library_may_draw_a_spell_instead_of_the_room():
    """Card: Haunted Library (rooms.yaml)."""
    state = blank(2, ("robobo", "draculord"))
    dungeon(state, 0, "haunted-library")
    queue(state, ("draws", {}))
    assert state.current_player() == 0 and options(state) == {"draw room", "draw spell"}
    assert len(state.rooms[1]) == 1  # seat 1 (more XP) drew first
    play(state, "draw spell")
    assert len(state.spells[0]) == 1 and state.rooms[0] == []


def test_witchs_kitchen_turns_a_monster_room_card_into_a_spell():
    """Card: Witch's Kitchen; reference §4.17: the discard is a cost, Monster rooms only; once per turn."""
    state = blank()
    dungeon(state, 0, "witchs-kitchen")
    hand(state, 0, "golem-factory", "dark-altar")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use witchs-kitchen 1")
    assert options(state) == {"discard golem-factory", "decline"}
    play(state, "discard golem-factory")
    assert len(state.spells[0]) == 1 and state.rooms[0] == ["dark-altar"]
    assert "use witchs-kitchen 1" not in options(state)


def test_all_seeing_eye_cancels_an_opponents_spell_for_a_discarded_spell():
    """Card: All-Seeing Eye; reference §2.2: an ability, so no Counterspell can stop it; once per turn;
    never against its owner's own spells."""
    state = blank()
    dungeon(state, 0, "all-seeing-eye")
    dungeon(state, 1, "golem-factory")
    hand(state, 0, "fear", "freeze")
    hand(state, 1, "freeze", "counterspell", "freeze")
    state.phase = "build"
    queue(state, ("builder", {"seat": 1}))
    play(state, "cast freeze", "target 0 1")
    assert state.current_player() == 0 and options(state) == {"use all-seeing-eye 1", "pass"}
    play(state, "use all-seeing-eye 1", "discard fear")
    assert not state.dungeons[0][0].frozen and state.frames[-1].kind == "build"
    assert sorted(state.discard) == ["fear", "freeze"]
    play(state, "cast freeze", "target 0 1")
    assert state.dungeons[0][0].frozen  # once per turn


def test_ligers_den_draws_a_spell_after_a_spell_of_yours_takes_effect():
    """Card: Liger's Den (rooms.yaml): once per turn, and not for a cancelled spell."""
    state = blank()
    dungeon(state, 0, "ligers-den")
    dungeon(state, 1, "golem-factory")
    hand(state, 0, "freeze", "freeze")
    hand(state, 1, "counterspell")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "cast freeze", "target 1 1", "cast counterspell")
    assert state.spells[0] == ["freeze"]
    play(state, "cast freeze", "target 1 1")
    assert len(state.spells[0]) == 1 and state.dungeons[0][0].used


def test_bottomless_pit_kills_the_hero_in_it():
    """Card: Bottomless Pit (rooms.yaml): only the hero in this room, in the Adventure."""
    state = blank()
    dungeon(state, 0, "golem-factory", "bottomless-pit")
    _send_in(state, 0, "katelyn-angelic-healer")
    assert state.walk_pos == 1  # no window in the first room: the Pit only works on a hero inside it
    play(state, "use bottomless-pit 2")
    assert state.souls[0] == ["katelyn-angelic-healer"]
    assert [st.top for st in state.dungeons[0]] == ["golem-factory"]
    state = blank()
    dungeon(state, 0, "bottomless-pit", "golem-factory")
    _send_in(state, 0, "katelyn-angelic-healer")
    play(state, "pass")  # once the hero has left the Pit, nothing is offered any more
    assert not state.frames and state.wounds[0] == ["katelyn-angelic-healer"]


def test_boulder_ramp_destroys_another_room_for_five_damage_again_and_again():
    """Card: Boulder Ramp (rooms.yaml)."""
    state = blank()
    dungeon(state, 0, "boulder-ramp", "golem-factory", "dark-laboratory")
    _send_in(state, 0, "katelyn-angelic-healer")  # 11 health
    play(state, "use boulder-ramp 1")
    assert options(state) == {"destroy golem-factory 2", "destroy dark-laboratory 3", "decline"}
    play(state, "destroy golem-factory 2")
    assert state.walk_damage == 6
    play(state, "use boulder-ramp 1", "destroy dark-laboratory 2")
    assert state.souls[0] == ["katelyn-angelic-healer"]


def test_a_deactivated_room_cannot_be_destroyed():
    """rules-decisions.md (Boss Monster): a deactivated room cannot be destroyed, neither to pay a cost
    (Boulder Ramp) nor by a spell (Cave-In)."""
    state = blank()
    dungeon(state, 0, "boulder-ramp", "golem-factory", "dark-laboratory")
    state.dungeons[0][1] = state.dungeons[0][1]._replace(frozen=True)
    hand(state, 0, "cave-in")
    _send_in(state, 0, "katelyn-angelic-healer")
    play(state, "use boulder-ramp 1")
    assert options(state) == {"destroy dark-laboratory 3", "decline"}
    play(state, "destroy dark-laboratory 3")
    play(state, "cast cave-in")
    assert options(state) == {"target 0 1"}  # the Boulder Ramp; the frozen Golem Factory is no target


def test_dizzygas_hallway_adds_two_to_the_next_trap_room():
    """Card: Dizzygas Hallway; reference §4.17: "next" is the room toward the Boss."""
    state = blank()
    dungeon(state, 0, "dizzygas-hallway", "dark-laboratory", "dizzygas-hallway", "golem-factory")
    assert [room_damage(state, 0, i) for i in range(4)] == [1, 3, 1, 2]


def test_jackpot_stash_doubles_your_rooms_treasure_in_the_build_phase():
    """Card: Jackpot Stash; reference §4.3: Build phase only, and only rooms' treasure, not the Boss's."""
    state = blank(2, ("cleopatra", "gorgona"))  # two thief Bosses
    dungeon(state, 0, "jackpot-stash", "bottomless-pit", "bottomless-pit", "mimic-vault")
    dungeon(state, 1, "jackpot-stash", "jackpot-stash", "torture-chamber")
    assert treasure(state, 0)[3] == treasure(state, 1)[3] == 6
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use jackpot-stash 1")
    assert treasure(state, 0)[3] == 3 * 2 + 1
    town(state, "joman-chimm")
    queue(state, ("lure", {}))
    assert state.entrance[0] == ["joman-chimm"]
    state = blank()
    dungeon(state, 0, "jackpot-stash", "golem-factory")
    hand(state, 0, "fear")
    _send_in(state, 0, "delatorious-angel-of-light")
    assert options(state) == {"cast fear", "pass"}  # no Jackpot Stash in the Adventure


def test_recycling_center_may_draw_two_rooms_when_another_room_is_destroyed():
    """Card: Recycling Center; reference §4.17: also when rooms are destroyed as a cost."""
    state = blank()
    dungeon(state, 0, "dark-altar", "recycling-center")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use dark-altar 1")
    assert state.frames[-1].kind == "may-draw" and options(state) == {"draw rooms", "pass"}
    play(state, "draw rooms")
    assert len(state.rooms[0]) == 2


def test_the_crushinator_destroys_a_room_for_two_more_damage_everywhere_once_per_turn():
    """Card: The Crushinator; rules-decisions.md: once per turn, option crushinator: unlimited."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory", "the-crushinator")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use the-crushinator 3", "destroy golem-factory 1")
    assert state.per_seat("the-crushinator")[0] == 2 and room_damage(state, 0, 0) == 3
    assert "use the-crushinator 2" not in options(state)
    state = blank(crushinator="unlimited")
    dungeon(state, 0, "golem-factory", "dark-laboratory", "the-crushinator")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use the-crushinator 3", "destroy golem-factory 1")
    play(state, "use the-crushinator 2", "destroy dark-laboratory 1")
    assert state.per_seat("the-crushinator")[0] == 4
    destroy(state, 0, 0, [], "spell")  # reference §4.12: the bonus outlasts The Crushinator itself
    dungeon(state, 0, "golem-factory")
    assert state.dungeons[0][0].top == "golem-factory" and room_damage(state, 0, 0) == 2 + 4


def test_centipede_tunnel_may_swap_two_rooms_of_one_dungeon():
    """Card: Centipede Tunnel (rooms.yaml)."""
    state = blank()
    dungeon(state, 1, "golem-factory", "dark-altar")
    _build(state, 0, "centipede-tunnel")
    assert options(state) == {"swap 1 1 2", "pass"}
    swapped = [e for e in play(state, "swap 1 1 2") if e.kind == "rooms_swapped"]
    assert [st.top for st in state.dungeons[1]] == ["dark-altar", "golem-factory"]
    # The log names the one who swapped, whose dungeon it was, and the two rooms with their places.
    line = get("boss-monster").describe(swapped[0].full(), ["Anna", "Bea"])
    assert line is not None
    assert line.text() == "Anna swaps Bea's Golem Factory (place 4) and Dark Altar (place 5)."


def test_construction_zone_builds_another_room_at_once_even_on_itself():
    """Card: Construction Zone; reference §4.9: the extra room may go on the Zone itself."""
    state = blank()
    hand(state, 0, "golem-factory")
    _build(state, 0, "construction-zone")
    assert options(state) == {"build golem-factory new", "build golem-factory 1", "pass"}
    events = play(state, "build golem-factory 1")
    assert state.dungeons[0][0].cards == ("construction-zone", "golem-factory")
    assert "room_built" in kinds(events) and not state.dungeons[0][0].hidden


def test_dragon_hatchery_shows_all_four_treasure_icons():
    """Card: Dragon Hatchery (rooms.yaml): no ability; one icon of each class."""
    state = blank(2, ("robobo", "king-croak"))
    dungeon(state, 0, "dragon-hatchery")
    assert treasure(state, 0) == [1, 2, 1, 1]


def test_mimic_vault_brings_an_ordinary_hero_from_town():
    """Card: Mimic Vault; reference §4.17: mandatory when an ordinary hero is in town; never an epic one."""
    state = blank()
    town(state, "katelyn-angelic-healer", "nick-the-masher")
    _build(state, 0, "mimic-vault")
    assert options(state) == {"hero nick-the-masher"}
    play(state, "hero nick-the-masher")
    assert state.entrance[0] == ["nick-the-masher"] and state.town == ["katelyn-angelic-healer"]


def test_monstrous_monument_takes_a_monster_room_from_the_discard_pile():
    """Card: Monstrous Monument (rooms.yaml)."""
    state = blank()
    _discard(state, "golem-factory", "dark-altar", "fear")
    _build(state, 0, "monstrous-monument")
    assert options(state) == {"take golem-factory"}
    play(state, "take golem-factory")
    assert state.rooms[0] == ["golem-factory"]


def test_torture_chamber_makes_an_opponent_discard_a_room_picked_unseen():
    """Card: Torture Chamber (rooms.yaml)."""
    state = blank()
    dungeon(state, 0, "torture-chamber")
    hand(state, 1, "golem-factory")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use torture-chamber 1", "opponent 1", "pick 1")
    assert state.rooms[1] == [] and state.discard == ["torture-chamber", "golem-factory"]


def test_zombie_prison_sends_a_dead_hero_back_to_its_killers_entrance():
    """Card: Zombie Prison; reference §4.17: the hero waits at that entrance, or walks that same turn
    if its owner has still to adventure."""
    state = blank(2, ("robobo", "draculord"))  # seat 1 adventures first
    dungeon(state, 0, "zombie-prison")
    dungeon(state, 1, "golem-factory")
    state.souls[1] = [_hero(state, "acacia-warrior-of-light")]
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    play(state, "use zombie-prison 1", "hero acacia-warrior-of-light")
    assert state.entrance[1] == ["acacia-warrior-of-light"] and state.souls[1] == []


def _zombie_prison_in_the_adventure(keeper: int) -> tuple[list[str], BossMonsterState]:
    """Seat 1 (Draculord) adventures before seat 0 (Robobo); ``keeper`` owns the Zombie Prison and
    sends back the other seat's dead hero while a hero walks the Prison."""
    state = blank(2, ("robobo", "draculord"))
    other = 1 - keeper
    dungeon(state, keeper, "zombie-prison", "golem-factory")
    dungeon(state, other, "dark-laboratory")
    state.souls[other] = [_hero(state, "acacia-warrior-of-light")]
    state.entrance[keeper] = [_hero(state, "nick-the-masher")]
    events = queue(state, ("adventure-phase", {}))
    events += play(state, "use zombie-prison 1", "hero acacia-warrior-of-light")
    while state.frames:
        events += play(state, "pass")
    return [e.data["hero"] for e in events if e.kind == "hero_enters" and e.data["seat"] == other], state


def test_zombie_prison_hero_walks_again_the_same_turn_if_its_dungeon_has_still_to_adventure():
    """Card: Zombie Prison; reference §4.17: a hero sent back to a player who adventures later this
    turn walks that dungeon at once; one sent back to a player who already adventured waits."""
    entered, state = _zombie_prison_in_the_adventure(keeper=1)
    assert entered == ["acacia-warrior-of-light"] and state.entrance[0] == []
    entered, state = _zombie_prison_in_the_adventure(keeper=0)
    assert entered == [] and state.entrance[1] == ["acacia-warrior-of-light"]


def test_a_destroyed_room_uncovers_the_one_beneath_without_its_when_you_build():
    """000 (IT) glossary "Distruggi" and "Costruisci": the room beneath is uncovered, not built."""
    state = blank()
    dungeon(state, 0, ("mimic-vault", "dark-altar"))
    town(state, "nick-the-masher")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    events = play(state, "use dark-altar 1", "take dark-altar")
    assert state.dungeons[0][0].cards == ("mimic-vault",)
    assert next(e for e in events if e.kind == "room_destroyed").data["uncovered"] == "mimic-vault"
    assert state.town == ["nick-the-masher"]  # Mimic Vault was uncovered, not built
    assert state.frames[-1].kind == "build"


def test_a_gap_closes_toward_the_boss_and_the_hero_goes_on():
    """000 (IT) glossary "Distruggi": an emptied place closes up, rooms sliding toward the Boss;
    reference §4.7: a hero in a destroyed room goes on to the next room."""
    state = blank()
    dungeon(state, 0, "golem-factory", "dark-laboratory", "the-crushinator", "golem-factory")
    _send_in(state, 0, "delatorious-angel-of-light")
    play(state, "pass")
    before = census(state)
    events = play(state, "use the-crushinator 3", "destroy dark-laboratory 2")
    assert [st.top for st in state.dungeons[0]] == ["golem-factory", "the-crushinator", "golem-factory"]
    walked = [e.data["room"] for e in events if e.kind == "room_damage"]
    assert walked == ["the-crushinator", "golem-factory"]  # on from where it was, with +2 each
    assert census(state) == before
