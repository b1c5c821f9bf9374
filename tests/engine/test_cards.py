"""A wrong card file is refused with one line naming the file, the card and the field
(architecture guide, property 3; issue: "Cards as data")."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.cards import CardError, Schema, field_, list_of, load_cards, one_of, slug, text, whole

SCHEMAS = {
    "room": Schema({
        "id": field_(slug),
        "name": field_(text),
        "damage": field_(whole(0)),
        "icons": field_(list_of(one_of("cleric", "fighter")), default=list),
    })
}


def write(root: Path, name: str, body: str) -> Path:
    folder = root / "demo"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(body, encoding="utf-8")
    return path


def load(root: Path) -> None:
    load_cards("demo", SCHEMAS, root)


GOOD = "kind: room\ncards:\n  - id: golem-factory\n    name: Golem Factory\n    damage: 2\n"


def test_a_good_file_loads_with_defaults_filled(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD)
    cards = load_cards("demo", SCHEMAS, tmp_path)
    assert cards.of("room") == [{"id": "golem-factory", "name": "Golem Factory", "damage": 2, "icons": []}]
    assert cards.digest.startswith("sha256:")


def test_wrong_type_names_file_card_and_field(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD.replace("damage: 2", "damage: two"))
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/rooms.yaml: card 'golem-factory': damage must be a whole number >= 0, got 'two'"


def test_unknown_key_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD + "    colour: red\n")
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == ("cards/demo/rooms.yaml: card 'golem-factory': colour is not a known field "
                                "(known: id, name, damage, icons)")


def test_missing_field_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD.replace("    damage: 2\n", ""))
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/rooms.yaml: card 'golem-factory': damage is missing"


def test_duplicate_id_is_refused_across_files(tmp_path: Path) -> None:
    write(tmp_path, "a.yaml", GOOD)
    write(tmp_path, "b.yaml", GOOD)
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/b.yaml: card 'golem-factory': id is used twice (also in cards/demo/a.yaml)"


def test_bad_item_in_a_list_names_its_position(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD + "    icons: [cleric, wizard]\n")
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == ("cards/demo/rooms.yaml: card 'golem-factory': icons item 2 must be one of "
                                "cleric, fighter, got 'wizard'")


def test_card_without_an_id_is_named_by_position(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", "kind: room\ncards:\n  - name: Nameless\n    damage: 1\n")
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/rooms.yaml: card 1: id is missing"


def test_broken_yaml_names_the_line(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", "kind: room\ncards:\n  - id: [unclosed\n")
    with pytest.raises(CardError) as error:
        load(tmp_path)
    message = str(error.value)
    assert message.startswith("cards/demo/rooms.yaml: is not valid YAML (line 4") and "\n" not in message


def test_unknown_kind_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD.replace("kind: room", "kind: spell"))
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/rooms.yaml: kind must be one of room, got 'spell'"


def test_file_that_is_not_a_card_mapping_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", "- just a list\n")
    with pytest.raises(CardError) as error:
        load(tmp_path)
    assert str(error.value) == "cards/demo/rooms.yaml: must be a mapping with 'kind' and 'cards'"


def test_yaml_booleans_do_not_pass_for_numbers(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", GOOD.replace("damage: 2", "damage: true"))
    with pytest.raises(CardError, match="damage must be a whole number >= 0, got True"):
        load(tmp_path)


def test_yaml_tags_that_build_objects_are_refused(tmp_path: Path) -> None:
    write(tmp_path, "rooms.yaml", "!!python/object/apply:os.system ['echo hacked']\n")
    with pytest.raises(CardError, match="is not valid YAML"):
        load(tmp_path)


def test_validate_cards_command_passes_on_the_shipped_cards() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "validate-cards"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok: Monster Day: 45 decktet" in done.stdout


def test_validate_cards_command_fails_on_a_broken_file(tmp_path: Path) -> None:
    import os
    import shutil

    root = Path(__file__).resolve().parents[2] / "cards"
    broken = tmp_path / "cards"
    shutil.copytree(root, broken)
    target = broken / "monster_day" / "decktet.yaml"
    target.write_text(target.read_text().replace("rank: 7", "rank: seven", 1))
    env = dict(os.environ, CARD_TABLE_CARDS=str(broken))
    done = subprocess.run([sys.executable, "-m", "game", "validate-cards"], capture_output=True, text=True, env=env)
    assert done.returncode != 0
    assert ("error: cards/monster_day/decktet.yaml: card 'the-chance-meeting': rank must be a whole number "
            "from 1 to 10 or one of pawn, court, excuse, got 'seven'") in done.stdout
