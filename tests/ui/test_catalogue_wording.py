"""Sentences of the catalogues read as meant in each language: what the wording of one sentence must
agree with elsewhere (a toggle's own words), and what a translation once got backwards."""
from __future__ import annotations

import re

import pytest

from game.engine import registry
from game.i18n import CATALOGUE

LANGUAGES = tuple(CATALOGUE.tables)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_option_text_names_the_states_of_its_toggle_as_the_toggle_does(language: str) -> None:
    """"Attivo: …" under a toggle that reads "Sì/No" leaves the player to guess which is which: a yes/no
    option's text that opens a clause on a state ("Off: …") names it by the toggle's word."""
    table = CATALOGUE.tables[language]
    toggle = {table["common.on"], table["common.off"]}
    named = []
    for game in registry.all_games():
        for key, option in game.options.items():
            text = table.get(f"{game.id}.option.{key}.text", "")
            if isinstance(option.default, bool):
                named += [(key, state) for state in re.findall(r"(?:^|[.;]\s)([^\W\d_]+):", text)]
    assert named, "no option text names a state: the check reads nothing"
    assert all(state in toggle for _, state in named), (language, named)


def test_the_portuguese_tagline_keeps_the_rules_for_the_player() -> None:
    """The app keeps every rule for the player ("para você"); "cuidadas por você" made the player keep them."""
    tagline = CATALOGUE.tables["pt-BR"]["menu.tagline"]
    assert "por você" not in tagline and "para você" in tagline, tagline
