"""Equipment, trades, search and advancement (rulebook 004, "Azione di Equipaggiamento", "Azione di
Ricerca", "Azione di Avanzamento", "Pila del Bottino")."""
from __future__ import annotations

from game.games.dungeon_run.heroes import CARDS

from .helpers import first, give, kinds, legal, play, put, table, turn_of


def test_one_card_per_slot_and_a_new_one_sends_the_old_to_the_loot_pile() -> None:
    """Rulebook 004: main hand, off hand, head and body hold one card each; cards with no slot have no
    limit. Equipping a second main-hand card swaps the first back to the loot pile."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "notched-broadsword", "pilgrims-warhammer", "lucky-coin", "ring-of-brawn")
    turn_of(state, 0)
    play(state, "equip", "wear notched-broadsword", "wear lucky-coin", "wear ring-of-brawn")
    hero = state.heroes[0]
    assert sorted(hero.equipped) == ["lucky-coin", "notched-broadsword", "ring-of-brawn"]
    play(state, "wear pilgrims-warhammer")
    assert "pilgrims-warhammer" in hero.equipped and "notched-broadsword" in hero.loot
    assert legal(state) == ["offer 1", "done"]  # each card changes place once in an action
    play(state, "done")
    assert state.frames[-1].kind == "turn"


def test_equip_may_take_cards_off() -> None:
    """Rulebook 004: the Equip action adds, removes or swaps equipped cards with the loot pile."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "iron-helm", equip=True)
    turn_of(state, 0)
    play(state, "equip", "remove iron-helm")
    assert state.heroes[0].loot == ["iron-helm"] and not state.heroes[0].equipped


def test_only_one_equip_action_a_turn_beside_a_monster() -> None:
    """Rulebook 004: with a monster on the tile, no more than one Equip action a turn."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "iron-helm", "parrying-buckler")
    put(state, "gargoyle", 0, 0)
    turn_of(state, 0)
    play(state, "equip", "wear iron-helm", "done")
    assert "equip" not in legal(state)
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "iron-helm", "parrying-buckler")
    turn_of(state, 0)
    play(state, "equip", "wear iron-helm", "done")
    assert "equip" in legal(state)


def test_a_trade_needs_both_heroes_to_agree() -> None:
    """Rulebook 004: in an Equip action a hero may trade treasures, artifacts or encounter cards with
    another hero on the tile, if both agree."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "runed-staff")
    give(state, 1, "notched-broadsword")
    turn_of(state, 0)
    play(state, "equip", "offer 1", "give runed-staff", "ask notched-broadsword")
    assert state.current_player() == 1 and legal(state) == ["accept", "refuse"]
    play(state, "refuse")
    assert state.heroes[0].owns("runed-staff") and state.heroes[1].owns("notched-broadsword")
    play(state, "offer 1", "give runed-staff", "ask notched-broadsword", "accept")
    assert state.heroes[0].owns("notched-broadsword") and state.heroes[1].owns("runed-staff")
    assert "wear notched-broadsword" in legal(state)  # trading and equipping in the same action


def test_trades_go_to_one_other_hero_per_equip_action() -> None:
    """Rulebook 004: the trade costs no extra action as long as it is with one other hero only."""
    state = table(("borrak-ironjaw", "elowen-starweaver", "snik-quickfingers"))
    give(state, 0, "runed-staff", "lucky-coin")
    give(state, 1, "notched-broadsword")
    give(state, 2, "iron-helm")
    turn_of(state, 0)
    play(state, "equip", "offer 1", "give runed-staff", "ask nothing", "accept")
    assert "offer 2" not in legal(state) and "offer 1" in legal(state)


def test_encounter_cards_can_be_traded() -> None:
    """Rulebook 004: treasures, artifacts or encounter cards may change hands."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "gargoyle")
    turn_of(state, 0)
    play(state, "equip", "offer 1", "give gargoyle", "ask nothing", "accept")
    assert state.heroes[1].loot == ["gargoyle"]


def test_search_reveals_and_takes_every_card_on_the_tile() -> None:
    """Rulebook 004, "Azione di Ricerca": on a tile with treasures or artifacts and no monster, the hero
    reveals them and takes them; they may be equipped at once or kept in the loot pile."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.treasures.remove("iron-helm")
    state.treasures.remove("bitter-tonic")
    state.add_items((0, 0), ["iron-helm"], face_up=False)
    state.add_items((0, 0), ["bitter-tonic"])
    turn_of(state, 0)
    events = play(state, "search")
    searched = first(events, "search")
    assert searched["revealed"] == ["iron-helm"] and sorted(searched["found"]) == ["bitter-tonic", "iron-helm"]
    assert legal(state) == ["wear iron-helm", "done"]  # a draught has nothing to wear
    play(state, "wear iron-helm")
    assert state.heroes[0].equipped == ["iron-helm"] and state.heroes[0].loot == ["bitter-tonic"]
    assert not state.items_on((0, 0))


def test_a_treasure_the_class_cannot_use_stays_in_the_loot_pile() -> None:
    """Rulebook 004: a treasure whose class the hero lacks stays in the loot pile."""
    state = table(("elowen-starweaver", "borrak-ironjaw"))
    state.treasures.remove("notched-broadsword")
    state.add_items((0, 0), ["notched-broadsword"])
    turn_of(state, 0)
    play(state, "search")
    assert state.heroes[0].loot == ["notched-broadsword"] and state.frames[-1].kind == "turn"


def test_advance_pays_two_encounter_cards_for_a_marker_and_an_ability() -> None:
    """Rulebook 004, "Azione di Avanzamento": discard two encounter cards from the loot pile, put a
    training marker on a stat, draw two ability cards and keep one; the other is set aside for good."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "gargoyle", "swinging-blade", "lucky-coin")
    turn_of(state, 0)
    assert "advance" in legal(state)
    play(state, "advance")
    assert legal(state) == ["spend gargoyle", "spend swinging-blade"]  # a treasure is not an encounter
    play(state, "spend gargoyle")  # the other card is the only one left to pay with
    assert legal(state) == ["train might", "train magic", "train dexterity"]
    play(state, "train dexterity")
    hero = state.heroes[0]
    assert hero.training == [0, 0, 1] and state.markers == 23
    drawn = [str(a.args[0]) for a in state.legal_actions()]
    assert len(drawn) == 2 and all(CARDS.abilities[c].hero == "borrak-ironjaw" for c in drawn)
    play(state, f"learn {drawn[0]}")
    assert hero.abilities == [drawn[0]] and drawn[1] in hero.discard and drawn[1] not in hero.deck
    assert {"gargoyle", "swinging-blade"} <= set(state.encounter_discard)


def test_the_dungeon_lord_counts_as_two_encounter_cards() -> None:
    """Rulebook 004: the Dungeon Lord's card is worth two encounter cards."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "vorzhul", "gargoyle")
    turn_of(state, 0)
    play(state, "advance", "spend vorzhul")
    assert state.frames[-1].data["phase"] == "train"


def test_advancing_needs_two_encounter_cards() -> None:
    """Rulebook 004: one encounter card is not enough."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    give(state, 0, "gargoyle")
    turn_of(state, 0)
    assert "advance" not in legal(state)


def test_no_more_ability_cards_once_the_deck_is_spent() -> None:
    """Rulebook 004: set-aside ability cards are not shuffled back; an empty deck gives no more."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.heroes[0].discard, state.heroes[0].deck = state.heroes[0].deck, []
    give(state, 0, "gargoyle", "gnawing-swarm")
    turn_of(state, 0)
    events = play(state, "advance", "spend gargoyle", "train might")
    assert first(events, "abilities_drawn")["count"] == 0 and state.frames[-1].kind == "turn"


def test_training_markers_run_out_at_twenty_four() -> None:
    """Rulebook 004, "Componenti": 24 training markers; none left, none gained."""
    state = table(("borrak-ironjaw", "elowen-starweaver"))
    state.markers = 0
    give(state, 0, "gargoyle", "gnawing-swarm")
    turn_of(state, 0)
    play(state, "advance", "spend gargoyle")
    assert state.frames[-1].data["phase"] == "learn" and state.heroes[0].training == [0, 0, 0]


def test_solo_advancement_trains_without_ability_cards() -> None:
    """Rulebook 004, solo 1: ability cards are never used, even when advancing."""
    state = table(("borrak-ironjaw",))
    give(state, 0, "gargoyle", "gnawing-swarm")
    turn_of(state, 0)
    events = play(state, "advance", "spend gargoyle", "train might")
    assert state.heroes[0].training == [1, 0, 0] and state.heroes[0].abilities == []
    assert "ability_learned" not in kinds(events)
