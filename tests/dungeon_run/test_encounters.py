"""Traps and strangers (rulebook 004, "Carte Incontro Trappola", "Carte Incontro Estraneo",
"Disinnescare"); every trap and stranger of our set, played."""
from __future__ import annotations

import pytest

from game.games.dungeon_run.heroes import CARDS

from .helpers import explore, first, give, kinds, legal, play, put, table, turn_of

ONES = [1] * 40


def reveal(heroes: tuple[str, ...], card: str, dice: list[int]):
    """A hero lays a guard post north of the entrance and rolls a 1: ``card`` is the encounter drawn."""
    state = table(heroes)
    state.stack = ["long-gallery", "guard-post"]
    state.encounters.remove(card)
    state.encounters.append(card)
    turn_of(state, 0, dice=[1] + dice)
    return state, explore(state, "north")


# --- traps ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("trap", sorted(CARDS.traps))
def test_trap_disarmed_with_enough_fours_goes_to_the_loot_pile(trap: str) -> None:
    """Disarm: as many dice as the trap's stat, each 4 or more a success; with enough successes the trap
    is disarmed, goes to the loot pile and the hero recovers a wound."""
    card = CARDS.traps[trap]
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "guard-post"]
    state.encounters.remove(trap)
    state.encounters.append(trap)
    state.heroes[0].wounds = 2
    turn_of(state, 0, dice=[1] + [6] * 10)
    events = explore(state, "north")
    rolled = first(events, "disarm_rolled")
    hero = CARDS.heroes["borrak-ironjaw"]
    assert len(rolled["dice"]) == {"might": hero.might, "magic": hero.magic, "dexterity": hero.dexterity}[card.disarm]
    disarmed = len(rolled["dice"]) >= card.successes  # every die shows 6
    assert first(events, "trap_result")["disarmed"] is disarmed
    if disarmed:
        assert trap in state.heroes[0].loot and state.heroes[0].wounds == 1


def test_a_trap_not_disarmed_deals_its_damage_and_is_discarded() -> None:
    """Disarm: short of successes, the trap's consequences apply and it is discarded."""
    state, events = reveal(("borrak-ironjaw", "elowen-starweaver"), "swinging-blade", [4, 1])
    assert not first(events, "trap_result")["disarmed"]
    assert state.heroes[0].wounds == 3 and "swinging-blade" in state.encounter_discard


def test_poison_needle_weakens_might_until_the_end_of_the_next_turn() -> None:
    """Poison Needle: a wound and Might 1 lower until the end of the hero's next turn."""
    state, _ = reveal(("borrak-ironjaw", "elowen-starweaver"), "poison-needle", [1, 1])
    assert state.heroes[0].wounds == 1 and state.view(0)["heroes"][0]["stats"]["might"] == 4
    play(state, "end", "end", "end")  # Borrak's turn, Elowen's, then Elowen again as first player
    assert state.current_player() == 0 and state.view(0)["heroes"][0]["stats"]["might"] == 4
    play(state, "end")
    assert state.view(0)["heroes"][0]["stats"]["might"] == 5 and "poison-needle" in state.encounter_discard


def test_binding_rune_weakens_dexterity() -> None:
    """Binding Rune: a wound and Dexterity 2 lower until the end of the hero's next turn."""
    state, _ = reveal(("borrak-ironjaw", "elowen-starweaver"), "binding-rune", [1])
    assert state.heroes[0].wounds == 1 and state.view(0)["heroes"][0]["stats"]["dexterity"] == 0


def test_collapsing_floor_ends_the_turn() -> None:
    """Collapsing Floor: two wounds and the rest of the turn's actions lost."""
    state, events = reveal(("borrak-ironjaw", "elowen-starweaver"), "collapsing-floor", [1, 1, 1, 1, 1])
    assert state.heroes[0].wounds == 2 and "actions_lost" in kinds(events) and state.current_player() == 1


def test_alarm_gong_calls_the_next_monster_to_fight() -> None:
    """Alarm Gong: encounter cards are drawn until a monster turns up; the others are discarded; the
    monster appears on the tile and fights the hero at once."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "guard-post"]
    for card in ("gargoyle", "hollow-eyed-hermit", "alarm-gong"):
        state.encounters.remove(card)
        state.encounters.append(card)
    turn_of(state, 0, dice=[1, 1, 1] + ONES)
    events = explore(state, "north")
    assert "hollow-eyed-hermit" in state.encounter_discard and state.on_tile[(0, -1)] == "gargoyle"
    assert "monster_attacks" in kinds(events)


def test_choking_spores_hurt_every_hero_on_the_tile() -> None:
    """Choking Spores: every hero on the tile takes 2 wounds."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    turn_of(state, 0, dice=ONES)
    state.push("disarm", 0, trap="choking-spores", dice=[], rerolled=False)
    state.run()
    assert state.heroes[0].wounds == 2 and state.heroes[1].wounds == 2


def test_wandering_glyph_sends_the_hero_back_to_the_entrance() -> None:
    """Wandering Glyph: a wound and the hero finds themself back on the entrance."""
    state, _ = reveal(("borrak-ironjaw", "elowen-starweaver"), "wandering-glyph", [1])
    assert state.heroes[0].wounds == 1 and state.heroes[0].pos == (0, 0)


# --- strangers ---------------------------------------------------------------------------------------
def met(hero: str, stranger: str, dice: list[int], *answers: str):
    state = table((hero, "ysolde-of-the-grove" if hero != "ysolde-of-the-grove" else "borrak-ironjaw"))
    put(state, stranger, 0, 0)
    turn_of(state, 0, dice=dice)
    return state, play(state, "meet", *answers)


def test_hermit_heals_every_wound() -> None:
    """Hollow-eyed Hermit: asks nothing and removes every wound; the stranger goes to the loot pile."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.heroes[0].wounds = 7
    put(state, "hollow-eyed-hermit", 0, 0)
    turn_of(state, 0)
    play(state, "meet")
    assert state.heroes[0].wounds == 0 and "hollow-eyed-hermit" in state.heroes[0].loot and not state.on_tile


def test_tinker_takes_a_treasure_for_the_crown() -> None:
    """Tinker under the Stair: give one of your treasures, take the Crown of the Drowned King."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    put(state, "tinker-under-the-stair", 0, 0)
    turn_of(state, 0)
    assert "meet" not in legal(state)  # nothing to give
    give(state, 0, "bitter-tonic", "lucky-coin")
    play(state, "meet")
    assert legal(state) == ["give bitter-tonic", "give lucky-coin"]
    play(state, "give bitter-tonic")
    assert state.heroes[0].owns("crown-of-the-drowned-king") and "bitter-tonic" in state.treasure_discard


def test_masked_duelist_wins_the_boots_on_two_fours() -> None:
    """Masked Duelist: roll Might; two 4s or more win the Pilgrim's Boots, otherwise 2 wounds and the
    duelist waits."""
    state, events = met("borrak-ironjaw", "masked-duelist", [4, 4, 1, 1, 1])
    assert state.heroes[0].owns("pilgrims-boots")
    state, events = met("borrak-ironjaw", "masked-duelist", [4, 1, 1, 1, 1])
    assert state.heroes[0].wounds == 2 and state.on_tile[(0, 0)] == "masked-duelist"


def test_blind_oracle_gives_a_training_marker_on_two_fours() -> None:
    """Blind Oracle: roll Magic; two 4s or more and a training marker, otherwise a wound."""
    state, events = met("elowen-starweaver", "blind-oracle", [5, 5, 1, 1, 1], "train magic")
    assert state.heroes[0].training == [0, 1, 0] and "blind-oracle" in state.heroes[0].loot
    state, events = met("elowen-starweaver", "blind-oracle", [5, 1, 1, 1, 1])
    assert state.heroes[0].wounds == 1 and state.heroes[0].training == [0, 0, 0]


def test_lost_squire_follows_only_war_or_prayer_heroes_and_gives_two_treasures() -> None:
    """Lost Squire: only a War or Prayer hero can meet him; draw 2 treasures."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    put(state, "lost-squire", 0, 0)
    turn_of(state, 0)
    assert "meet" not in legal(state)
    state, events = met("borrak-ironjaw", "lost-squire", [])
    assert sum(len(e.data["cards"]) for e in events if e.kind == "items_gained") == 2
    assert len(state.treasures) == 20


def test_every_stranger_is_tested() -> None:
    """Each stranger of the set has its own test above."""
    assert sorted(CARDS.strangers) == ["blind-oracle", "hollow-eyed-hermit", "lost-squire", "masked-duelist",
                                       "tinker-under-the-stair"]


def test_five_or_six_players_shuffle_the_discards_into_a_new_encounter_deck() -> None:
    """Rulebook 004, "5-6 giocatori": when the encounter deck runs out, the discards are shuffled into a
    new one (the Dungeon Lord's card is never among them)."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers", "marra-thistledown",
                   "brother-aldwin"))
    state.stack = ["long-gallery", "guard-post"]
    state.encounter_discard = state.encounters + [state.lord]
    state.encounters = []
    turn_of(state, 0, dice=[1] + ONES)
    events = explore(state, "north")
    assert "encounters_reshuffled" in kinds(events) and "encounter_revealed" in kinds(events)
    assert state.lord in state.encounter_discard and state.lord not in state.encounters


def test_fewer_players_draw_nothing_from_an_empty_encounter_deck() -> None:
    """Rulebook 004: the reshuffle is a rule for five or six players; with fewer, nothing appears."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.stack = ["long-gallery", "guard-post"]
    state.encounter_discard, state.encounters = state.encounters, []
    turn_of(state, 0, dice=[1] + ONES)
    events = explore(state, "north")
    assert "no_encounter" in kinds(events) and not state.encounters
