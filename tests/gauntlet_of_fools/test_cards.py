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


def test_a_wrong_card_file_gives_one_clear_line(tmp_path: Path) -> None:
    """docs/engine.md "Cards": the loader names the file, the card and the field."""
    folder = tmp_path / "gauntlet_of_fools"
    folder.mkdir()
    (folder / "encounters.yaml").write_text(
        "kind: encounter\ncards:\n  - {id: ogre, name: Ogre, kind: monster, attack: 16, defense: 13, damage: 1, "
        "text: plain}\n", encoding="utf-8")
    with pytest.raises(CardError, match=r"encounters.yaml: card 'ogre': gold is missing"):
        load_cards("gauntlet_of_fools", SCHEMAS, tmp_path)
