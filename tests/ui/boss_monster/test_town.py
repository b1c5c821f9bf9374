"""The town: each hero's line saying where it goes stands whole under it, for every default seat name
in every language, and the heroes and their lines stay inside the town without touching."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import CATALOGUE, t
from game.ui import theme
from game.ai import AI_NAMES
from game.ui.tables.boss_monster import layout
from game.ui.tables.boss_monster.overlay import lure_line
from game.ui.text import Fonts


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_where_a_hero_goes_is_written_whole_for_every_default_name(language: str) -> None:
    pygame.font.init()
    fonts = Fonts()
    CATALOGUE.set_language(language)
    try:
        names = [t("seat.default_name", n=n) for n in range(1, 5)] + list(AI_NAMES) + [t("boss-monster.stays")]
        for name in names:
            text, size = lure_line(fonts, name)
            assert text == "→ " + name, text  # "→ Playe…" before
            assert fonts.width(text, size, True) <= layout.LURE_W
    finally:
        CATALOGUE.set_language("en")


def test_the_heroes_in_town_and_their_lines_stay_inside_the_town_apart() -> None:
    w, h = theme.CARD_SIZES["mini"]
    boxes = []
    for k in range(layout.TOWN_MAX):
        x, y = layout.town_slot(k)
        card = pygame.Rect(0, 0, w, h)
        card.center = (x, y)
        line = pygame.Rect(x - layout.LURE_W // 2, y + 40, layout.LURE_W, 16)
        assert layout.TOWN.contains(card) and layout.TOWN.contains(line), k
        boxes += [card, line]
    assert not any(a.colliderect(b) for n, a in enumerate(boxes) for b in boxes[n + 1:])
