"""The heroes' side panel: one card-like strip per hero with its numbers in badges (Might, Magic,
Dexterity, wounds out of health, armour), its equipment by slot, treasures, loot and ability cards,
training markers, and for the active hero the two actions of the turn."""
from __future__ import annotations

from typing import Any

import pygame

from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

from ... import theme
from ...text import Fonts, upper_first
from ...widgets.paint import badge, badge_width, panel, turn_bar
from .faces import KINDS, SEAT_COLOURS, STONE, hit_points, kind_of, legend, letter

SLOT_MARK = {"main-hand": "⚔", "off-hand": "◐", "head": "▲", "body": "■", "none": "•"}


LEGEND = 36  # the lines under the strips that say what the letters and marks stand for
HERO_X = 190  # where the hero's name and race begin in a strip, right of the player's


def hero_name_room(strip: pygame.Rect) -> int:
    """How wide the hero's name may be: to the strip's right edge, less its margin."""
    return strip.width - HERO_X - 8


def strip_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    gap = 6
    height = min(200, (area.height - LEGEND - gap * (count - 1)) // max(1, count))
    return [pygame.Rect(area.x, area.y + i * (height + gap), area.width, height) for i in range(count)]


def strip_height(fonts: Fonts) -> int:
    """How tall a strip must be for its lines at the text size: the names, the numbers, two rows of cards."""
    head = 6 + max(18, fonts.line_height(theme.SMALL)) + fonts.line_height(12)
    return head + fonts.line_height(theme.SMALL) + 12 + 2 * (chip_height(fonts) + 4)


def chip_height(fonts: Fonts) -> int:
    return max(18, fonts.line_height(12) + 2)


def badge_from(target: pygame.Surface, fonts: Fonts, text: str, left_mid: tuple[int, int], size: int,
               color: tuple[int, int, int], min_width: int) -> pygame.Rect:
    """A number's badge that begins at ``left_mid``: a row of them, each after the one before."""
    width = badge_width(fonts, text, size, min_width)
    return badge(target, fonts, text, (left_mid[0] + width / 2, left_mid[1]), size, theme.INK, color, min_width=min_width)


def armour(hero: dict[str, Any]) -> int:
    items = card_data().items
    total = 0
    for card in hero.get("equipped", []):
        for effect in items[card].effects if card in items else ():
            if effect["kind"] == "armor":
                total += effect["amount"]
    return total


class HeroPanel:
    def __init__(self, fonts: Fonts, area: pygame.Rect) -> None:
        self.fonts = fonts
        self.area = area
        self.chips: list[tuple[pygame.Rect, str]] = []  # card chips drawn this frame, for hover and drags
        self.strips: list[pygame.Rect] = []
        self.owned: dict[tuple[int, str], pygame.Rect] = {}  # (seat, card) -> its chip, for drags
        self.zones: dict[tuple[str, int], pygame.Rect] = {}  # ("worn" / "pack" / "strip", seat) -> place

    def draw(self, target: pygame.Surface, view: dict[str, Any], names: list[str], roles: list[str],
             active: int | None, left: int | None) -> None:
        self.chips, self.owned, self.zones = [], {}, {}
        heroes = view["heroes"]
        self.strips = strip_rects(self.area, len(heroes))
        for seat, rect in enumerate(self.strips):
            self._strip(target, heroes[seat], rect, names[seat], roles[seat], seat == active,
                        left if seat == active else None, bool(view.get("endgame")))
        lines, size = self.fonts.block(legend(), self.area.width - 8, LEGEND - 2, 12)
        step = self.fonts.line_height(size)
        for i, line in enumerate(lines):
            self.fonts.draw(target, line, (self.area.x + 4, self.area.bottom - LEGEND + 2 + i * step), size, theme.TEXT_SOFT)

    def _strip(self, target: pygame.Surface, hero: dict[str, Any], rect: pygame.Rect, name: str, role: str,
               active: bool, left: int | None, endgame: bool) -> None:
        # A strip too short for its lines at the text size (many heroes) is written at the usual size.
        f = self.fonts if rect.height >= strip_height(self.fonts) else self.fonts.fixed
        panel(target, rect, edge=theme.GOLD if active else theme.PANEL_EDGE)
        if active:
            turn_bar(target, rect)
        seat = hero["seat"]
        self.zones[("strip", seat)] = rect
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        pygame.draw.circle(target, colour, (rect.x + 16, rect.y + 16), 9)
        f.draw(target, str(seat + 1), (rect.x + 16, rect.y + 16), 12, theme.INK, bold=True, anchor="center")
        f.draw(target, name, (rect.x + 32, rect.y + 6), theme.SMALL, theme.TEXT, bold=True, width=150)
        f.draw(target, role, (rect.x + 32, rect.y + 6 + max(18, f.line_height(theme.SMALL))), 12, theme.TEXT_SOFT,
               width=HERO_X - 40)
        if not hero.get("hero"):
            f.draw(target, t("dungeon-run.prompt.draft"), (rect.x + HERO_X, rect.y + 8), 12, theme.TEXT_SOFT)
            return
        room = hero_name_room(rect)
        f.draw(target, card_name(hero["hero"]), (rect.x + HERO_X, rect.y + 6), 12, theme.GOLD,
               bold=True, width=room)
        # The hero's card, with the Stone's ability only while it works (held in the endgame, not silenced).
        awake = hero.get("stone") and endgame and hero.get("abilities_work", True)
        self.chips.append((pygame.Rect(rect.x + HERO_X, rect.y + 4, room, 16), hero["hero"] + (STONE if awake else "")))
        self.owned[(seat, hero["hero"])] = self.chips[-1][0]
        kind = f"{t('dungeon-run.race.' + hero['race'])} · {t('dungeon-run.class.' + hero['class'])}"
        f.draw(target, kind, (rect.x + HERO_X, rect.y + 6 + max(16, f.line_height(12))), 12, theme.TEXT_SOFT, width=room)
        y = rect.y + max(50, 6 + max(18, f.line_height(theme.SMALL)) + f.line_height(12) + f.line_height(theme.SMALL) // 2 + 6)
        x = rect.x + 20
        for stat in ("might", "magic", "dexterity"):
            r = badge_from(target, f, f"{letter(stat)} {hero['stats'][stat]}", (x, y), theme.SMALL, theme.TEXT, 48)
            marks = hero["training"].get(stat, 0)
            for k in range(marks):
                pygame.draw.circle(target, theme.GOLD, (r.x + 6 + k * 8, r.bottom + 4), 3)
            x = r.right + 8
        wounds, health = hero["wounds"], hero["health"]
        hurt = theme.RED if wounds else theme.TEXT
        x = badge_from(target, f, hit_points(wounds, health), (x + 4, y), theme.SMALL, hurt, 64).right + 12
        arm = armour(hero)
        if arm:
            badge_from(target, f, t("dungeon-run.ui.armor", n=arm), (x, y), 12, theme.BLUE, 0)
        bar = pygame.Rect(rect.x + 14, y + 14, rect.width - 28, 5)
        pygame.draw.rect(target, (60, 70, 64), bar, border_radius=2)
        if health:
            pygame.draw.rect(target, theme.RED, (bar.x, bar.y, bar.width * min(wounds, health) // health, 5),
                             border_radius=2)
        state = t("dungeon-run.ui.out") if hero.get("out") else t("dungeon-run.ui.knocked_out") if hero.get("down") else ""
        if state:
            f.draw(target, state, (rect.right - 10, rect.y + 24), 12, theme.RED, bold=True, anchor="topright")
        if left is not None:
            for k in range(2):
                used = k >= left
                centre = (rect.right - 60 + k * 18, rect.y + 44)
                pygame.draw.circle(target, theme.TEXT_SOFT if used else theme.GOLD, centre, 6, 2 if used else 0)
        y += max(26, f.line_height(theme.SMALL) // 2 + 12)
        row = chip_height(f) + 4
        self.zones[("worn", seat)] = pygame.Rect(rect.x + 6, y - 2, rect.width - 12, row)
        self._chips_row(target, f, rect, y, hero.get("equipped", []), True, seat)
        y += row
        rest = [c for c in hero.get("loot", []) if kind_of(c) in ("treasure", "artifact", "piece")]
        self.zones[("pack", seat)] = pygame.Rect(rect.x + 6, y - 2, rect.width - 12, row)
        self._chips_row(target, f, rect, y, rest, False, seat)
        y += row
        if y + row - 6 <= rect.bottom:
            self._chips_row(target, f, rect, y, hero.get("abilities", []), False)
        y += row
        spent = [c for c in hero.get("loot", []) if kind_of(c) not in ("treasure", "artifact", "piece")]
        if y + row - 6 <= rect.bottom and spent:
            self._chips_row(target, f, rect, y, spent, False)

    def _chips_row(self, target: pygame.Surface, f: Fonts, rect: pygame.Rect, y: int, cards: list[str], slots: bool,
                   seat: int | None = None) -> None:
        x = rect.x + 10
        items = card_data().items
        for card in cards:
            mark = SLOT_MARK.get(items[card].slot, "•") if slots and card in items else ""
            label = f"{mark} {upper_first(card_name(card))}".strip()
            width = min(f.width(label, 12) + 12, rect.right - 10 - x)
            if width < 30:
                break
            chip = pygame.Rect(x, y, width, chip_height(f))
            colour = KINDS[kind_of(card)][0]
            pygame.draw.rect(target, colour, chip, border_radius=5)
            f.draw(target, label, (chip.x + 5, chip.centery), 12, theme.TEXT, anchor="midleft", width=width - 8)
            self.chips.append((chip, card))
            if seat is not None:
                self.owned[(seat, card)] = chip
            x += width + 4

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for rect, card in self.chips:
            if rect.collidepoint(pos):
                return card
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, rect in enumerate(self.strips):
            if rect.collidepoint(pos):
                return seat
        return None
