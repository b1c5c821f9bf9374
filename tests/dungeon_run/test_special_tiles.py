"""The eight special tiles (rulebook 004, "Tessere Dungeon speciali")."""
from __future__ import annotations

from game.games.dungeon_run.cards import WELL_SWORD

from .helpers import explore, first, give, kinds, lay, legal, place, play, put, table, turn_of

ONES = [1] * 40


def test_ancient_bridge_all_ones_and_the_hero_falls_for_ten_wounds() -> None:
    """Ancient Bridge: entering, roll Dexterity; if every die shows 1 the hero falls and takes 10
    wounds; otherwise nothing happens this time."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "ancient-bridge")
    turn_of(state, 0, dice=[1, 1])  # Dexterity 2
    events = play(state, "move north")
    assert first(events, "bridge_crossed")["fell"] and state.heroes[0].wounds == 10
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "ancient-bridge")
    turn_of(state, 0, dice=[1, 2])
    events = play(state, "move north")
    assert not first(events, "bridge_crossed")["fell"] and state.heroes[0].wounds == 0


def test_ancient_bridge_is_rolled_every_time_it_is_entered() -> None:
    """Ancient Bridge: "quando l'eroe entra in questa tessera" - each entry, not only the first."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "ancient-bridge")
    turn_of(state, 0, dice=[2, 2, 3, 3])
    events = play(state, "move north", "move south", "end", "end", "move north")
    assert kinds(events).count("bridge_crossed") == 2 and state.heroes[0].pos == (0, -1)


def test_cursed_stone_silences_abilities_on_it_and_beside_it() -> None:
    """Cursed Stone: heroes on this tile and on the tiles joined to it cannot use their abilities;
    treasures still work."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "cursed-stone")
    lay(state, 0, -2, "collapsed-hall")
    lay(state, 0, -3, "long-gallery")
    give(state, 0, "parrying-buckler", equip=True)
    state.heroes[0].abilities = ["clan-drill"]  # Might +1
    for cell, works in (((0, 0), False), ((0, -1), False), ((0, -2), False), ((0, -3), True)):
        place(state, 0, *cell)
        assert state.abilities_work(0) is works
        seen = state.view(0)["heroes"][0]
        assert seen["stats"]["might"] == 5 + (1 if works else 0)
        armor = sum(e.get("amount", 0) for e in state.effects_of(0) if e["kind"] == "armor")
        assert armor == (2 if works else 1)  # the buckler keeps working


def test_lair_rolls_for_encounters_when_entered_empty() -> None:
    """Lair: when a hero enters and no encounter card lies on it, roll for new ones."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "lair", 180)
    state.encounters.append(state.encounters.pop(state.encounters.index("gargoyle")))
    turn_of(state, 0, dice=[2] + ONES)  # the Lair's encounter row is 1-4
    events = play(state, "move north")
    assert first(events, "tile_die")["dice"] == [2] and state.on_tile[(0, -1)] == "gargoyle"
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "lair", 180)
    put(state, "hollow-eyed-hermit", 0, -1)
    turn_of(state, 0)
    events = play(state, "move north")
    assert "tile_die" not in kinds(events)


def test_seal_room_draws_an_encounter_when_first_laid() -> None:
    """Seal Room: draw and place an encounter card when the tile is first revealed."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "seal-room"]
    state.encounters.append(state.encounters.pop(state.encounters.index("hollow-eyed-hermit")))
    turn_of(state, 0)
    events = explore(state, "north")
    assert "tile_die" not in kinds(events) and first(events, "encounter_revealed")["card"] == "hollow-eyed-hermit"


def test_seal_room_only_an_assisted_hero_can_fight() -> None:
    """Seal Room: only a hero who receives assistance can fight here; one who cannot attack suffers a
    free attack instead (rulebook: "se l'eroe è impossibilitato nell'attaccare il mostro")."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "seal-room", 180)
    put(state, "gargoyle", 0, -1)
    place(state, 0, 0, -1)
    place(state, 1, 0, -1)
    turn_of(state, 0, dice=[6, 6] + ONES)
    events = play(state, "fight", "pass")
    assert first(events, "fight_refused")["why"] == "seal-room" and first(events, "free_attack")["hits"] == 2
    turn_of(state, 0, dice=ONES)
    events = play(state, "fight", "assist magic", "strike might")
    assert "hero_attacks" in kinds(events)


def test_library_book_hurts_on_one_and_shows_the_lord_on_five_or_more() -> None:
    """Library: as a special action, look for a book: roll a die; on 1 a wound; on 5+ look at the
    Dungeon Lord in secret."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "library", 180)
    place(state, 0, 0, -1)
    turn_of(state, 0, dice=[1, 5])
    play(state, "read")
    assert state.heroes[0].wounds == 1 and state.view(0)["lord"] is None
    events = play(state, "read")
    seen = next(e for e in events if e.kind == "lord_seen")
    assert seen.for_seat(0)["lord"] == state.lord and "lord" not in seen.for_seat(1)
    assert state.view(0)["lord"] == state.lord and state.view(1)["lord"] is None


def test_library_middling_roll_finds_nothing() -> None:
    """Library: a 2, 3 or 4 finds nothing."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "library", 180)
    place(state, 0, 0, -1)
    turn_of(state, 0, dice=[3])
    play(state, "read")
    assert state.heroes[0].wounds == 0 and 0 not in state.lord_known


def test_arena_leaving_needs_a_four_on_might() -> None:
    """Arena: one cannot leave as usual: roll Might; a 4+ and the hero is free to go; otherwise a wound."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    lay(state, 0, -1, "arena")
    place(state, 0, 0, -1)
    turn_of(state, 0, dice=[3, 4])  # Might 1: one die a move
    events = play(state, "move south")
    assert not first(events, "arena_exit")["free"] and state.heroes[0].wounds == 1 and state.heroes[0].pos == (0, -1)
    play(state, "move south")
    assert state.heroes[0].pos == (0, 0)


def test_arena_roll_is_not_made_after_a_flee() -> None:
    """Rulebook 004, "Azione di Fuga": rules that change ordinary movement do not apply to the move after
    a flee, so fleeing a monster out of the Arena needs no Might roll."""
    state = table(("snik-quickfingers", "borrak-ironjaw"))
    lay(state, 0, -1, "arena")
    place(state, 0, 0, -1)
    put(state, "gargoyle", 0, -1)
    turn_of(state, 0, dice=[6, 1, 1, 1, 1])
    events = play(state, "flee south")
    assert "arena_exit" not in kinds(events) and state.heroes[0].pos == (0, 0)


def test_underground_channel_needs_two_fours_on_might_or_a_wound() -> None:
    """Underground Channel: entering, roll Might (a Talent hero may roll Dexterity): two or more 4+ to
    cross, otherwise a wound."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "underground-channel", 90)
    turn_of(state, 0, dice=[4, 1, 1, 1, 1])
    events = play(state, "move north")
    assert not first(events, "channel_crossed")["crossed"] and state.heroes[0].wounds == 1
    state = table(("snik-quickfingers", "borrak-ironjaw"))  # Might 2, Dexterity 5
    lay(state, 0, -1, "underground-channel", 90)
    turn_of(state, 0, dice=[4, 1, 1, 1, 4])
    events = play(state, "move north")
    assert len(first(events, "channel_crossed")["dice"]) == 5 and state.heroes[0].wounds == 0


def test_well_draws_an_encounter_and_trades_a_treasure_for_the_sword() -> None:
    """Well: an encounter card when first revealed; with no monster there, as a special action the hero
    throws a treasure in and rolls: a 3 or more takes the Well Spirit's Sword, if nobody has it."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "well"]
    state.encounters.append(state.encounters.pop(state.encounters.index("hollow-eyed-hermit")))
    turn_of(state, 0)
    events = explore(state, "north")
    assert first(events, "encounter_revealed")["card"] == "hollow-eyed-hermit"
    play(state, "ignore")
    give(state, 0, "lucky-coin", "bitter-tonic")
    state.rng.faces.extend([2])
    assert {"well bitter-tonic", "well lucky-coin"} <= set(legal(state))
    play(state, "well bitter-tonic")
    assert not state.heroes[0].owns(WELL_SWORD) and "bitter-tonic" in state.treasure_discard
    turn_of(state, 0, dice=[3])
    play(state, "well lucky-coin")
    assert state.heroes[0].owns(WELL_SWORD) and WELL_SWORD not in state.artifacts


def test_well_offers_nothing_beside_a_monster_or_once_the_sword_is_gone() -> None:
    """Well: the action is only for a tile without a monster, and only while the sword lies there."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    lay(state, 0, -1, "well", 180)
    place(state, 0, 0, -1)
    give(state, 0, "lucky-coin")
    put(state, "gargoyle", 0, -1)
    turn_of(state, 0)
    assert not any(a.startswith("well") for a in legal(state))
    del state.on_tile[(0, -1)]
    state.artifacts.remove(WELL_SWORD)
    state.legal = None
    assert not any(a.startswith("well") for a in legal(state))
