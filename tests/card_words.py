"""The card files and their translations read as plain YAML, for the tests that check a game's cards
in every language (tests/<game>/test_translations.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.engine.cards import CARDS_ROOT


def english(game: str, sections: dict[str, str]) -> dict[str, dict[str, dict[str, Any]]]:
    """A game's card files by section (``sections`` names each file's kind's section) and id: the
    English every translation follows."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for path in sorted((CARDS_ROOT / game).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out[sections[data["kind"]]] = {card["id"]: card for card in data["cards"]}
    return out


def translated(folder: Path, language: str) -> dict[str, Any]:
    """A language's file of card words, which must be there."""
    path = folder / f"{language}.yaml"
    assert path.is_file(), f"no {path.name} beside the card files"
    return yaml.safe_load(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
