"""The card files: counts, promos, the numbers the rulebook's FAQ settles, and clear load errors."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.cards import CardError, load_cards
from game.engine.registry import get
from game.games.gauntlet_of_fools.cards import SCHEMAS, book
from game.games.gauntlet_of_fools.setup import card_pool


def test_card_counts_with_and_without_promos() -> None:
    """seeds/003 "Componentistica": 20 classes, 20 weapons, 50 encounters; the FAQ adds the
    Armsmaster, the Cleaver and the Gladiator, which the `promos` option deals in."""
    b = book()
    assert (len(b.classes), len(b.weapons), len(b.encounters), len(b.boasts)) == (21, 21, 51, 6)
    classes, weapons, encounters = card_pool(promos=False)
    assert (len(classes), len(weapons), len(encounters)) == (20, 20, 50)
    assert {c.id for c in b.classes.values() if c.promo} == {"armsmaster"}
    assert {w.id for w in b.weapons.values() if w.promo} == {"cleaver"}
    assert {e.id for e in b.encounters.values() if e.promo} == {"gladiator"}


def test_encounter_deck_is_forty_monsters_five_modifiers_five_specials() -> None:
    """seeds/003 "Mazzo degli Incontri": monsters, the four modifiers and the Side Passage, specials."""
    base = [e for e in book().encounters.values() if not e.promo]
    kinds = [e.kind for e in base]
    assert (kinds.count("monster"), kinds.count("modifier"), kinds.count("special")) == (40, 5, 5)
    assert {e.id for e in base if e.kind == "special"} == {"cache", "gold-vein", "healing-pool", "magic-pool",
                                                          "spear-trap"}


def test_promos_option_is_on_by_default() -> None:
    """rules-decisions.md (Gauntlet of Fools): option `promos` defaults to on."""
    game = get("gauntlet-of-fools")
    assert game.resolve_options(None) == {"promos": True}
    assert len(game.new_game(4, 1, {"promos": False}).deck) == 50  # type: ignore[attr-defined]


def test_faq_numbers_win_over_the_reference() -> None:
    """seeds/003, boast FAQ: Hangover is one die fewer and -4 Defense; weapon FAQ: the Wand sees two cards."""
    b = book()
    assert b.boasts["hangover"].numbers == {"dice": 1, "defense": 4}
    assert b.weapons["wand"].numbers["cards"] == 2
    assert b.boasts["hopping"].numbers == {"defense": 2}


def test_uncertain_figures_carry_a_source_note() -> None:
    """Every card whose figure the reference marks uncertain (confidence C) says where it comes from."""
    raw = load_cards("gauntlet_of_fools", SCHEMAS)
    noted = {c["id"] for kind in ("class", "weapon", "encounter") for c in raw.of(kind) if c["source"]}
    for uncertain in ("armorer", "artificer", "monk", "warlord", "mace", "spear", "banshee", "giant-cockroach",
                      "mercenary", "vampire", "will-o-wisp", "extra-wealthy", "gladiator"):
        assert uncertain in noted


OGRE = "{id: ogre, name: Ogre, kind: monster, attack: 16, defense: 13, damage: 1, text: plain"


@pytest.mark.parametrize(("card", "problem"), (
    (OGRE + "}", r"card 'ogre': gold is missing"),
    (OGRE + ", gold: 3, effect: explode}", r"card 'ogre': .*effect must be one of"),  # effects are a vocabulary
))
def test_a_wrong_card_file_gives_one_clear_line(tmp_path: Path, card: str, problem: str) -> None:
    """docs/engine.md "Cards": the loader names the file, the card and the field."""
    folder = tmp_path / "gauntlet_of_fools"
    folder.mkdir()
    (folder / "encounters.yaml").write_text(f"kind: encounter\ncards:\n  - {card}\n", encoding="utf-8")
    with pytest.raises(CardError, match=rf"encounters.yaml: {problem}"):
        load_cards("gauntlet_of_fools", SCHEMAS, tmp_path)


# The reference tables (shared/reference/gauntlet-of-fools.md sections 3, 5, 6), for the data check below.
CLASS_TABLE = {"adventurer": (15, 2), "alchemist": (14, 2), "armorer": (13, 2), "artificer": (15, 2),
               "avenger": (16, 2), "barbarian": (18, 0), "berserker": (14, 2), "jester": (14, 2), "knight": (16, 2),
               "monk": (10, 4), "necromancer": (16, 2), "ninja": (17, 0), "priest": (14, 2), "prospector": (15, 0),
               "thief": (13, 2), "trapper": (16, 2), "warlord": (12, 2), "wizard": (15, 2), "zealot": (15, 2),
               "zombie": (13, 2), "armsmaster": (14, 0)}
WEAPON_TABLE = {"axe": (5, 2), "bow": (4, 2), "dagger": (3, 4), "deadly-fists": (3, 2), "demonic-blade": (4, 0),
                "flaming-sword": (5, 2), "holy-sword": (5, 2), "mace": (5, 2), "morning-star": (5, 2),
                "sack-of-loot": (3, 0), "scepter": (4, 2), "scimitar": (4, 2), "sling": (3, 2), "spear": (4, 2),
                "spiked-shield": (3, 2), "staff": (3, 4), "sword": (4, 2), "throwing-stars": (2, 20), "wand": (5, 2),
                "whip": (4, 2), "cleaver": (1, 0)}
MONSTER_TABLE = {
    "bandit": (14, 14, 1, 3), "banshee": (23, 16, 0, 4), "bee-swarm": (10, 6, 1, 0), "behemoth": (20, 21, 1, 4),
    "brass-golem": (16, 15, 1, 2), "carnivorous-plant": (10, 16, 1, 1), "dancing-sword": (21, 8, 1, 3),
    "demon": (17, 17, 1, 4), "doppelganger": (14, None, 1, 3), "fire-elemental": (18, 14, 1, 0),
    "gargoyle": (13, 19, 1, 2), "giant": (24, 20, 1, 5), "giant-cockroach": (11, 12, 1, 2),
    "giant-crab": (8, 18, 1, 2), "giant-scorpion": (19, 12, 2, 3), "giant-spider": (17, 19, 0, 3),
    "giant-toad": (14, 12, 1, 2), "giant-turtle": (9, 14, 1, 1), "goblin": (13, 10, 1, 2), "gopher": (6, 7, 0, 1),
    "griffin": (11, 13, 1, 3), "guardian": (10, 16, 1, 0), "hellhound": (16, 10, 1, 3), "mercenary": (18, 20, 2, 4),
    "minotaur": (20, 14, 1, 4), "mummy": (18, 14, 0, 3), "mushroom-man": (15, 14, 2, 2), "ogre": (16, 13, 1, 3),
    "ooze": (20, 11, 1, 3), "pixie": (14, 11, 0, 2), "shadow": (12, 9, 0, 1), "skelephant": (13, 8, 1, 2),
    "slime-monster": (22, 18, 1, 4), "titan": (22, 24, 1, 5), "troll": (20, 15, 1, 4), "unicorn": (12, 8, 1, 0),
    "vampire": (21, 18, 0, 4), "will-o-wisp": (19, 15, 0, 2), "witch": (15, 10, 1, 2), "wolf": (12, 11, 1, 1),
    "gladiator": (15, 15, 1, 0)}


def test_every_card_carries_the_reference_numbers() -> None:
    """Every class's Defense and tokens, weapon's dice and tokens, monster's Attack, Defense, damage and gold."""
    b = book()
    assert {c.id: (c.defense, c.tokens) for c in b.classes.values()} == CLASS_TABLE
    assert {w.id: (w.dice, w.tokens) for w in b.weapons.values()} == WEAPON_TABLE
    monsters = [e for e in b.encounters.values() if e.is_monster]
    assert {e.id: (e.attack, e.defense, e.damage, e.gold) for e in monsters} == MONSTER_TABLE
