"""The card set: counts against the rulebooks, the schemas, and that every ability has its code."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.engine.cards import CardError, load_cards
from game.games.boss_monster.rules import bosses, rooms, spells
from game.games.boss_monster.board import BOSS, HERO, ROOM, SPELL
from game.games.boss_monster.cards import LEVEL_UPS, NAMED, ROOM_EFFECTS, SCHEMAS, SPELL_EFFECTS, book
from game.games.boss_monster.rules.setup import hero_decks

from .helpers import GAME

CARD_DIR = Path(__file__).resolve().parents[2] / "cards" / "boss_monster"


def test_box_contents_match_the_rulebook():
    """000 (IT) "Contenuto" / 002 (PT) "Conteúdo da Caixa": 8 Bosses, 75 Rooms, 31 Spells,
    25 ordinary and 16 epic heroes."""
    assert len(BOSS) == 8
    assert sum(r.copies for r in ROOM.values()) == 75
    assert sum(s.copies for s in SPELL.values()) == 31
    assert sum(not h.epic for h in HERO.values()) == 25
    assert sum(h.epic for h in HERO.values()) == 16


def test_kinds_of_rooms_and_spells():
    """Card tables (reference §2.2, §2.3): 31 kinds of room, 16 kinds of spell."""
    assert len(ROOM) == 31
    assert len(SPELL) == 16


@pytest.mark.parametrize("players, ordinary, epic", [(2, 13, 8), (3, 17, 12), (4, 25, 16)])
def test_hero_decks_follow_the_player_icons(players, ordinary, epic):
    """000 (IT) "Formazione dei mazzi Eroe" / 002 (PT) "Prepare os Baralhos de Herói":
    13+8, 17+12 and 25+16 heroes for 2, 3 and 4 players."""
    normal, epics, left_out = hero_decks(players, hard=False)
    assert (len(normal), len(epics)) == (ordinary, epic)
    assert len(normal) + len(epics) + len(left_out) == 41


def test_room_classes_are_symmetric():
    """Reference §2.2 check sums: 15 rooms per single-treasure class plus 15 with several icons;
    40 Monster and 35 Trap rooms; 8 Advanced kinds of 2 copies, each with one icon."""
    single = Counter()
    multi = 0
    for room in ROOM.values():
        if len(room.treasure) == 1 or len(set(room.treasure)) == 1:
            single[room.treasure[0]] += room.copies
        else:
            multi += room.copies
    assert single == {"cleric": 15, "fighter": 15, "mage": 15, "thief": 15}
    assert multi == 15
    assert sum(r.copies for r in ROOM.values() if r.monster) == 40
    advanced = [r for r in ROOM.values() if r.advanced]
    assert len(advanced) == 8 and all(r.copies == 2 and len(r.treasure) == 1 for r in advanced)


def test_spell_phases_and_copies():
    """Reference §2.3: 4 Build-only kinds (7 cards), 8 Adventure-only (15), 4 of either phase (9);
    Freeze is the only spell with four copies."""
    by_phase = Counter()
    for spell in SPELL.values():
        by_phase[spell.phases] += spell.copies
    assert by_phase == {("build",): 7, ("adventure",): 15, ("build", "adventure"): 9}
    assert [s.id for s in SPELL.values() if s.copies == 4] == ["freeze"]


def test_epic_heroes_are_worth_two():
    """000 (IT) "Carte: Eroi": an ordinary hero is one soul or one wound, an epic hero two."""
    for hero in HERO.values():
        assert hero.souls == hero.wounds == (2 if hero.epic else 1)


def test_every_ability_name_has_its_code():
    """Cards are data over a checked vocabulary; each effect a card may name is carried out."""
    handled = set(rooms.EFFECTS) | {"none", "adjacent-monsters-plus-one", "next-trap-plus-two",
                                    "damage-per-monster-room", "no-advanced-on-top", "send-back",
                                    "spell-instead-of-room", "cancel-spell"}
    assert set(ROOM_EFFECTS) == handled
    assert set(SPELL_EFFECTS) == set(spells.EFFECTS)
    assert set(LEVEL_UPS) == set(bosses.LEVEL_UPS)


def test_cards_load_through_the_engine_loader():
    """Architecture, "Cards are data": the files load with the engine's validator and this game's schemas."""
    loaded = load_cards("boss_monster", SCHEMAS)
    assert loaded.digest == book().digest


def _broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "boss_monster"
    folder.mkdir(exist_ok=True)
    for path in CARD_DIR.glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        if path.name == name:
            assert old in text
            text = text.replace(old, new, 1)
        (folder / path.name).write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("name, old, new, message", [
    ("rooms.yaml", "    damage: 2\n    treasure: [fighter]\n    copies: 3\n    timing: hero-dies-here",
     "    damage: two\n    treasure: [fighter]\n    copies: 3\n    timing: hero-dies-here",
     "cards/boss_monster/rooms.yaml: card 'golem-factory': damage must be a whole number >= 0 or x, got 'two'"),
    ("rooms.yaml", "    advanced: true\n    type: monster\n    damage: 3\n    treasure: [cleric]\n    copies: 2\n"
     "    timing: activated",
     "    advanced: true\n    type: monster\n    damage: 3\n    treasure: [cleric, mage]\n    copies: 2\n"
     "    timing: activated",
     "card 'dracolich-lair': treasure of an Advanced room is exactly one icon"),
    ("heroes.yaml", "health: 11, players: 2, epic: true, souls: 2, wounds: 2",
     "health: 11, players: 2, epic: true, souls: 2, wounds: 1",
     "card 'katelyn-angelic-healer': souls and wounds of an epic hero are 2"),
    ("spells.yaml", "    target: room\n", "    target: anything\n", "card 'freeze': target must be one of"),
])
def test_a_wrong_card_file_is_refused_in_one_line(tmp_path, name, old, new, message):
    """Architecture, "Cards are data": a wrong file gives one line naming the file, the card and the field."""
    root = _broken(tmp_path, name, old, new)
    with pytest.raises(CardError) as error:
        load_cards("boss_monster", SCHEMAS, root)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_an_unknown_effect_name_is_refused_with_its_file_and_card(tmp_path):
    """Cards are data over a checked vocabulary: an effect no rule carries out is refused at load."""
    root = _broken(tmp_path, "rooms.yaml", "    effect: send-back", "    effect: send-forth")
    with pytest.raises(CardError) as error:
        load_cards("boss_monster", SCHEMAS, root)
    assert "cards/boss_monster/rooms.yaml: card 'minotaurs-maze': effect must be one of" in str(error.value)


def test_a_card_the_rules_name_cannot_be_removed(tmp_path):
    """The rules name Counterspell by id (the cancel window): a card set without it is refused by
    validation, with the file and the card named, instead of failing in play."""
    text = (CARD_DIR / "spells.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: counterspell")
    end = text.index("  - id:", start + 1)
    root = _broken(tmp_path, "spells.yaml", text[start:end], "")
    with pytest.raises(CardError) as error:
        GAME.load_card_set(root)
    assert str(error.value) == ("cards/boss_monster/spells.yaml: card 'counterspell': the rules name it, "
                                "but it is not in the set")
    assert {c for kind, c in NAMED if kind == "spell"} <= set(SPELL)
