"""Dungeon Run's card faces, drawn from the card records: a title band coloured by kind with a letter
(colour is never alone), the numbers that matter in corners, and the card's text in the zoom."""
from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name

from ... import theme
from ...text import Fonts

# (band colour, letter) by kind of card.
KINDS: dict[str, tuple[tuple[int, int, int], str]] = {
    "hero": ((60, 96, 150), "H"), "monster": ((150, 52, 46), "M"), "lord": ((96, 30, 70), "L"),
    "trap": ((120, 96, 40), "T"), "stranger": ((52, 120, 96), "S"), "treasure": ((170, 130, 40), "$"),
    "artifact": ((130, 70, 160), "A"), "ability": ((70, 110, 70), "B"), "tile": ((90, 84, 76), "#"),
    "piece": ((170, 150, 60), "*"),
}
SEAT_COLOURS = ((214, 84, 72), (86, 150, 222), (236, 190, 70), (104, 190, 110), (186, 110, 206), (236, 140, 60))
STAT_LETTERS = {"might": "M", "magic": "G", "dexterity": "D"}


@cache
def kind_of(card: str) -> str:
    data = card_data()
    if card in data.heroes:
        return "hero"
    if card in data.monsters:
        return "lord" if data.monsters[card].lord else "monster"
    if card in data.traps:
        return "trap"
    if card in data.strangers:
        return "stranger"
    if card in data.items:
        return "artifact" if data.items[card].artifact else "treasure"
    if card in data.abilities:
        return "ability"
    if card in data.tiles:
        return "tile"
    return "piece"


def corners(card: str) -> list[str]:
    """The card's numbers, short: what a player compares at a glance."""
    data = card_data()
    kind = kind_of(card)
    if kind == "hero":
        h = data.heroes[card]
        return [f"M{h.might}", f"G{h.magic}", f"D{h.dexterity}", f"♥{h.health}"]
    if kind in ("monster", "lord"):
        m = data.monsters[card]
        return [f"⚔{m.attack}", f"DEF {m.defense}", f"ESC {m.escape}", f"♥{m.health}"]
    if kind == "trap":
        t = data.traps[card]
        return [f"{STAT_LETTERS[t.disarm]} ×{t.successes}", f"−{t.damage}"]
    if kind in ("treasure", "artifact"):
        return [data.items[card].slot]
    return []


def body_text(card: str) -> str:
    data = card_data()
    kind = kind_of(card)
    if kind == "hero":
        h = data.heroes[card]
        return f"{h.race} · {h.hero_class}\n{h.ability.name}: {h.ability.text}\n{h.stone.name}: {h.stone.text}"
    if kind in ("monster", "lord"):
        m = data.monsters[card]
        faces = " ".join(str(f) for f in sorted(m.aggression))
        return f"{m.type} · aggression {faces}\n{m.text}"
    group: Any = {"trap": data.traps, "stranger": data.strangers, "treasure": data.items, "artifact": data.items,
                  "ability": data.abilities, "tile": data.tiles}.get(kind)
    return group[card].text if group is not None else ""


class DungeonPainter:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        w, h = surface.get_size()
        colour, letter = KINDS[kind_of(card)]
        big = size == "zoom"
        band = 48 if big else 22 if size != "mini" else 16
        pygame.draw.rect(surface, colour, (0, 0, w, band), border_top_left_radius=6, border_top_right_radius=6)
        title_size = theme.BODY if big else 12
        self.fonts.draw(surface, letter, (6, band // 2), title_size, theme.TEXT, bold=True, anchor="midleft")
        name = self.fonts.fit(card_name(card), w - 24, title_size, True)
        self.fonts.draw(surface, name, (20 if not big else 30, band // 2), title_size, theme.TEXT, bold=True,
                        anchor="midleft")
        y = band + 4
        for value in corners(card):
            label = self.fonts.render(value, theme.BODY if big else 12, theme.INK, bold=True)
            surface.blit(label, (6, y))
            y += label.get_height() + (2 if not big else 4)
            if not big and y > h - 14:
                break
        if size == "mini":
            return
        text_size = theme.BODY if big else 12
        lines: list[str] = []
        for paragraph in body_text(card).split("\n"):
            lines += self.fonts.wrap(paragraph, w - 14, text_size)
        room = (h - y - 6) // self.fonts.line_height(text_size)
        for line in lines[:room]:
            self.fonts.draw(surface, line, (7, y), text_size, theme.INK_SOFT if not big else theme.INK)
            y += self.fonts.line_height(text_size)

    def back(self, surface: pygame.Surface, size: str) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, theme.CARD_BACK_EDGE, surface.get_rect().inflate(-10, -10), width=2,
                         border_radius=6)
        self.fonts.draw(surface, "?", (w // 2, h // 2), theme.HEADING, theme.CARD_BACK_EDGE, bold=True,
                        anchor="center")
