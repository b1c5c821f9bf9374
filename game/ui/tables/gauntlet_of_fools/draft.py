"""The boasting phase: the dealt heroes as class + weapon pairs, the boasts as chips in the board's
order, each claimed hero with its owner and boasts, and the seats (a free hero is dragged to yours)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.card import CardFaces
from ...widgets.paint import badge, dim, glow, lit_place, panel, turn_bar
from .faces import KINDS, card_name, card_text, cards
from .layout import HINT_Y, PLAY_W, TILE_W, TITLE_Y, chip_rect, seat_rect, tile_rect

BOASTS = tuple(cards().boasts)  # the board's order
TEXTS_TOP = 142  # in a tile, under its cards: the cards' texts
FOOT = 96  # in a tile, from its bottom: the numbers, the owner and the boasts
GAP = 4  # between two cards' texts


def card_centers(tile: pygame.Rect, weapons: int) -> list[tuple[int, int]]:
    """The class card, then the weapon(s), inside a hero's tile."""
    y = tile.y + 72
    if weapons == 1:
        return [(tile.x + 50, y), (tile.x + 146, y)]
    return [(tile.x + 50, y), (tile.x + 146, y - 10), (tile.x + 146, y + 14)]  # the Armsmaster's two, fanned


def chip_rects() -> list[pygame.Rect]:
    return [chip_rect(i, len(BOASTS)) for i in range(len(BOASTS))]


def draw_draft(surface: pygame.Surface, fonts: Fonts, faces: CardFaces, view: dict[str, Any], names: list[str],
               roles: list[str], me: int, lit: Callable[[str], bool], dragging: int | None) -> None:
    prompt = view.get("prompt") or {}
    heroes = view["heroes"]
    boasting = prompt.get("kind") == "boast"
    fonts.draw(surface, t("gauntlet-of-fools.draft.title"), (PLAY_W // 2, TITLE_Y), theme.HEADING, theme.GOLD,
               bold=True, anchor="center")
    held = heroes[dragging] if dragging is not None else None
    stealing = held is not None and held["seat"] >= 0
    # A stolen hero keeps its boasts and takes at least one more, later in the board's order.
    later = BOASTS[max((BOASTS.index(b) for b in held["boasts"]), default=-1) + 1:] if stealing else ()
    if stealing:
        fonts.draw(surface, t("gauntlet-of-fools.draft.steal_needs"), (PLAY_W // 2, HINT_Y), theme.SMALL, theme.BLUE,
                   bold=True, anchor="center")
    for i, (boast, rect) in enumerate(zip(BOASTS, chip_rects())):
        on = lit(f"boast:{boast}")
        if boast in later:
            glow(surface, rect, theme.BLUE, 1.0, 20)
        taken = boasting and boast in heroes[prompt["args"]["hero"]]["boasts"]
        if on:
            lit_place(surface, rect, 1.0, 20)
        color = KINDS["boast"][0]
        pygame.draw.rect(surface, color if taken or on else theme.mix(theme.FELT_DARK, color, 0.5), rect,
                         border_radius=20)
        pygame.draw.rect(surface, theme.GOLD if on else color, rect, width=2, border_radius=20)
        fonts.draw(surface, f"{i + 1}. {card_name(boast)}", rect.center, theme.SMALL, theme.TEXT, bold=on,
                   anchor="center", width=rect.width - 16)
    for i, hero in enumerate(heroes):
        tile = tile_rect(i, len(heroes))
        _tile(surface, fonts, faces, tile, hero, names, lit(f"hero:{i}"), dragging == i,
              boasting and prompt["args"]["hero"] == i)
    seats = len(names)
    for seat in range(seats):
        rect = seat_rect(seat, seats)
        picking = prompt.get("seat") == seat
        panel(surface, rect, edge=theme.GOLD if picking else theme.PANEL_EDGE)
        if picking:
            turn_bar(surface, rect)
        if dragging is not None and seat == me:
            lit_place(surface, rect, 0.9, 10)
        _seat(surface, fonts if seat_height(fonts) <= rect.height else fonts.fixed, rect, names[seat], roles[seat],
              ", ".join(card_name(h["class"]) for h in heroes if h["seat"] == seat), seat == me, picking)


def seat_height(fonts: Fonts) -> int:
    """How tall a seat's panel must be for its name, role, heroes and the badge of the one picking."""
    return 10 + max(26, fonts.line_height(theme.BODY)) + max(24, fonts.line_height(12)) + fonts.line_height(14) + \
        fonts.line_height(theme.SMALL) + 8


def _seat(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, name: str, role: str, owned: str, mine: bool,
          picking: bool) -> None:
    """A seat's panel under the tiles, its lines each below the one above."""
    y = rect.y + 10
    fonts.draw(surface, name, (rect.x + 12, y), theme.BODY, theme.GOLD if mine else theme.TEXT, bold=True,
               width=rect.width - 40)
    y += max(26, fonts.line_height(theme.BODY))
    fonts.draw(surface, role, (rect.x + 12, y), 12, theme.TEXT_SOFT, width=rect.width - 24)
    y += max(24, fonts.line_height(12))
    fonts.draw(surface, owned or t("gauntlet-of-fools.draft.no_hero"), (rect.x + 12, y), 14, theme.TEXT,
               width=rect.width - 24)
    if picking:
        badge(surface, fonts, t("gauntlet-of-fools.draft.picking"), (rect.centerx, rect.bottom - 16), theme.SMALL,
              theme.GOLD, theme.INK)


def _tile(surface: pygame.Surface, fonts: Fonts, faces: CardFaces, tile: pygame.Rect, hero: dict[str, Any],
          names: list[str], lit: bool, lifted: bool, boasting: bool) -> None:
    panel(surface, tile, edge=theme.GOLD if boasting else theme.PANEL_EDGE)
    if not lifted:
        for card, center in zip([hero["class"], *hero["weapons"]], card_centers(tile, len(hero["weapons"]))):
            faces.draw(surface, card, "table", center)
    if lit:
        lit_place(surface, tile, 0.8, 10)
    # The foot as tall as its lines: the numbers, the owner and every boast, the cards' texts above it.
    boasts = " · ".join(card_name(b) for b in hero["boasts"])
    boast_lines = max(3, len(fonts.wrap(boasts, tile.width - 16, 12)))
    foot_h = max(FOOT, fonts.line_height(14) + fonts.line_height(theme.BODY) + boast_lines * fonts.line_height(12) + 4)
    size, lines = texts(fonts, [hero["class"], *hero["weapons"]], tile.width - 16, tile.height - TEXTS_TOP - foot_h)
    y = tile.y + TEXTS_TOP
    step = fonts.line_height(size)
    for line in lines:
        if y + step > tile.bottom - foot_h:
            break  # only a card added to the book could need more than the tile holds
        if line:
            fonts.draw(surface, line, (tile.x + 8, y), size, theme.TEXT)
        y += step if line else GAP
    info = cards().classes[hero["class"]]
    dice = "/".join(str(cards().weapons[w].dice) for w in hero["weapons"])
    line = t("gauntlet-of-fools.draft.stats", defense=info.defense, dice=dice)
    foot = tile.bottom - foot_h
    fonts.draw(surface, line, (tile.centerx, foot), 14, theme.TEXT,
               bold=True, anchor="midtop", width=tile.width - 8)
    owner = names[hero["seat"]] if hero["seat"] >= 0 else t("gauntlet-of-fools.draft.free")
    y = foot + max(22, fonts.line_height(14))
    fonts.draw(surface, owner, (tile.centerx, y),
               theme.BODY, theme.GOLD if hero["seat"] >= 0 else theme.TEXT_SOFT, bold=True, anchor="midtop", width=tile.width - 16)
    y += max(26, fonts.line_height(theme.BODY))
    lines, size = fonts.block(boasts, tile.width - 16, tile.bottom - 4 - y, 12)
    for line in lines:
        fonts.draw(surface, line, (tile.centerx, y), size, theme.GOLD, anchor="midtop")
        y += fonts.line_height(size)
    if hero["seat"] >= 0 and not lit and not boasting:
        dim(surface, tile, 40)


def texts(fonts: Fonts, cards_: list[str], width: int, height: int) -> tuple[float, list[str]]:
    """Each card's name and whole text, wrapped to ``width``: at the cards' own size when the lines fit
    ``height``, else smaller: at a larger text size down to the cards' own, then one size below it.
    An empty line stands for the gap between two cards."""
    for size in [px / fonts.scale for px in range(round(12 * fonts.scale), 10, -1)]:
        lines: list[str] = []
        for card in cards_:
            lines += ([""] if lines else []) + fonts.wrap(f"{card_name(card)}: {card_text(card)}", width, size)
        used = sum(fonts.line_height(size) if line else GAP for line in lines)
        if used <= height:
            return size, lines
    return size, lines


def dragged_tile(surface: pygame.Surface, faces: CardFaces, hero: dict[str, Any], center: tuple[float, float]) -> None:
    tile = pygame.Rect(0, 0, TILE_W, 150)
    tile.center = (round(center[0]), round(center[1]))
    for card, c in zip([hero["class"], *hero["weapons"]], card_centers(tile, len(hero["weapons"]))):
        faces.draw(surface, card, "table", c, scale=1.05, lifted=True)
