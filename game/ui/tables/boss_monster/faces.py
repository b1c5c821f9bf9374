"""Our own Boss Monster card faces, drawn from the card records: a room's damage in a red drop and its
treasure icons as lettered coins, a spell's phases, a hero's health and class, a Boss's XP. Every
colour is paired with a letter or shape; the zoom adds the ability in full."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.boss_monster import translations
from game.games.boss_monster.cards import CLASSES, book
from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.paint import factor_for, shrink, supersampled

BOOK = book()
# Treasure classes: a colour and a letter each, so they read without colour too.
CLASS_COLORS = {"cleric": (236, 206, 96), "fighter": (206, 80, 64), "mage": (86, 132, 220),
                "thief": (84, 168, 96), "none": (150, 150, 150)}
MONSTER_TINT = (150, 70, 56)
TRAP_TINT = (80, 100, 126)
SPELL_TINT = (112, 72, 150)
BOSS_TINT = (60, 40, 40)
HERO_TINT = (170, 140, 70)
BLOOD = (176, 36, 40)
ADVANCED_EDGE = (128, 84, 40)


def band_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where a face of ``size`` has its coloured top band, from its top left corner."""
    w, h = size
    return pygame.Rect(2, 2, w - 4, max(10, round(h * 0.13)))


def class_letter(cls: str) -> str:
    return t(f"boss-monster.class_letter.{cls}")


@lru_cache(maxsize=64)
def coin(cls: str, size: int, letter: str) -> pygame.Surface:
    """A treasure icon: a coloured coin with the class's letter."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    pygame.draw.circle(big, theme.INK, (n / 2, n / 2), n / 2)
    pygame.draw.circle(big, CLASS_COLORS[cls], (n / 2, n / 2), n / 2 - max(1, factor))
    out = shrink(big, (size, size))
    pygame.font.init()
    font = pygame.font.Font(str(theme.FONT_BOLD), max(8, round(size * 0.62)))
    label = font.render(letter, True, theme.INK)
    out.blit(label, label.get_rect(center=(size / 2, size / 2 + 1)))
    return out


@lru_cache(maxsize=32)
def drop(size: int) -> pygame.Surface:
    """The damage mark: a blood drop (a circle with a point on top)."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    pygame.draw.circle(big, BLOOD, (n / 2, n * 0.6), n * 0.4)
    pygame.draw.polygon(big, BLOOD, [(n * 0.5, 0), (n * 0.16, n * 0.46), (n * 0.84, n * 0.46)])
    return shrink(big, (size, size))


@lru_cache(maxsize=32)
def heart(size: int) -> pygame.Surface:
    """A hero's health mark: a heart."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    pygame.draw.circle(big, BLOOD, (n * 0.3, n * 0.36), n * 0.26)
    pygame.draw.circle(big, BLOOD, (n * 0.7, n * 0.36), n * 0.26)
    pygame.draw.polygon(big, BLOOD, [(n * 0.06, n * 0.44), (n * 0.94, n * 0.44), (n * 0.5, n * 0.96)])
    return shrink(big, (size, size))


class BossMonsterPainter:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        if card in BOOK.rooms:
            self._room(surface, card, size)
        elif card in BOOK.spells:
            self._spell(surface, card, size)
        elif card in BOOK.bosses:
            self._boss(surface, card, size)
        elif card in BOOK.heroes:
            self._hero(surface, card, size)

    # --- parts ----------------------------------------------------------------------------------
    def _band(self, surface: pygame.Surface, tint: tuple[int, int, int], label: str, size: str, edge: int = 0) -> int:
        """The coloured top band with the card's kind in words (not at mini size), clear of a
        border ``edge`` pixels wide; returns its bottom."""
        w, h = surface.get_size()
        rect = band_rect((w, h))
        pygame.draw.rect(surface, tint, rect, border_top_left_radius=max(3, w // 16),
                         border_top_right_radius=max(3, w // 16))
        if size != "mini":
            text_size = 12 if size != "zoom" else theme.SMALL
            self.fonts.draw(surface, self.fonts.fit(label, w - 12 - 2 * edge, text_size, True),
                            (w - 6 - edge, rect.centery), text_size, theme.PAPER, bold=True, anchor="midright")
        return rect.bottom

    def _name(self, surface: pygame.Surface, name: str, size: str, y: int) -> int:
        w, _ = surface.get_size()
        text_size = {"mini": 0, "table": 12, "hand": 12, "zoom": theme.HEADING}[size]
        if not text_size:
            return y
        # A long word ("Neanderthal") or a long name takes a smaller size rather than being cut.
        text_size, lines = self.fonts.unbroken(name, w - 8, tuple(text_size - smaller for smaller in range(4)),
                                               2 if size != "zoom" else 3, bold=True)
        for line in lines:
            self.fonts.draw(surface, line, (w / 2, y), text_size, theme.INK, bold=True, anchor="midtop")
            y += self.fonts.line_height(text_size) - 2
        return y

    def _text(self, surface: pygame.Surface, text: str, y: int) -> None:
        w, _ = surface.get_size()
        box = pygame.Rect(10, y, w - 20, surface.get_height() - y - 10)
        pygame.draw.rect(surface, theme.PAPER_SHADE, box, border_radius=6)
        line_y = box.y + 6
        for line in self.fonts.wrap(text, box.width - 12, theme.SMALL):
            if line_y + 18 > box.bottom:
                break
            self.fonts.draw(surface, line, (box.x + 6, line_y), theme.SMALL, theme.INK)
            line_y += self.fonts.line_height(theme.SMALL)

    def _big_number(self, surface: pygame.Surface, mark: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        surface.blit(mark, pos)
        size = max(12, round(mark.get_width() * 0.58))
        center = (pos[0] + mark.get_width() / 2, pos[1] + mark.get_height() * 0.56)
        self.fonts.draw(surface, text, center, size, theme.PAPER, bold=True, anchor="center")

    def _coins(self, surface: pygame.Surface, classes: tuple[str, ...], y: int, icon: int) -> None:
        w, _ = surface.get_size()
        total = len(classes) * icon + (len(classes) - 1) * 2
        x = (w - total) / 2
        for cls in classes:
            surface.blit(coin(cls, icon, class_letter(cls)), (round(x), y))
            x += icon + 2

    def _advanced_tag(self, surface: pygame.Surface, bottom: int) -> None:
        """The Advanced mark of a small face: a bronze tag just above the treasure, where the band has
        no room for the word."""
        label = t("boss-monster.face.advanced")
        w, _ = surface.get_size()
        width = self.fonts.width(label, 12, True) + 8
        rect = pygame.Rect(0, 0, width, 16)
        rect.midbottom = (w // 2, bottom)
        pygame.draw.rect(surface, ADVANCED_EDGE, rect, border_radius=4)
        self.fonts.draw(surface, label, rect.center, 12, theme.PAPER, bold=True, anchor="center")

    @staticmethod
    def _icon(w: int) -> int:
        return max(14, round(w * 0.2))

    # --- the four kinds ---------------------------------------------------------------------------
    def _room(self, surface: pygame.Surface, card: str, size: str) -> None:
        room = BOOK.rooms[card]
        w, h = surface.get_size()
        tint = MONSTER_TINT if room.monster else TRAP_TINT
        kind = t(f"boss-monster.face.{room.kind}")
        edge = max(2, w // 30) if room.advanced else 0
        if room.advanced and size == "zoom":  # the whole word fits the large band
            kind += " · " + t("boss-monster.face.advanced_full")
        band = self._band(surface, tint, kind, size, edge)
        if room.advanced:
            # Bronze, not gold: gold is kept for what may be played now.
            pygame.draw.rect(surface, ADVANCED_EDGE, surface.get_rect(), width=edge,
                             border_radius=max(3, round(w * 0.06)))

        mark = max(20, round(w * 0.34))
        damage = "X" if room.effect == "damage-per-monster-room" else str(room.damage)
        self._big_number(surface, drop(mark), damage, (4, band + 3))
        # The kind as a shape too: a claw mark for a Monster room, a spike for a Trap room.
        ix = w - mark // 2 - 6
        iy = band + 3 + mark // 2
        r = mark // 3
        if room.monster:
            for dx in (-r // 2, 0, r // 2):
                pygame.draw.line(surface, tint, (ix + dx - 2, iy - r), (ix + dx + 2, iy + r), max(2, w // 40))
        else:
            pygame.draw.polygon(surface, tint, [(ix - r, iy + r), (ix, iy - r), (ix + r, iy + r)])
        icon = self._icon(w) if size != "zoom" else 40
        y = self._name(surface, translations.name(card), size, band + mark + 8)
        coins_y = h - icon - 6 if size != "zoom" else y + 8
        self._coins(surface, room.treasure, coins_y, icon)
        if room.advanced and size in ("table", "hand"):
            self._advanced_tag(surface, coins_y - 2)
        if size == "zoom":
            self._text(surface, translations.text(card), coins_y + icon + 12)

    def _spell(self, surface: pygame.Surface, card: str, size: str) -> None:
        spell = BOOK.spells[card]
        w, h = surface.get_size()
        band = self._band(surface, SPELL_TINT, t("boss-monster.face.spell"), size)
        y = self._name(surface, translations.name(card), size, band + 6 if size != "mini" else band)
        # Phase marks: a lettered tab for each phase the spell may be cast in.
        tab_size = {"mini": 12, "table": 12, "hand": 12, "zoom": theme.BODY}[size]
        tabs = [t(f"boss-monster.phase_short.{p}") for p in spell.phases]
        if size == "mini":  # a letter each: the words do not fit
            tabs = [x[:1] for x in tabs]
        tab_h = self.fonts.line_height(tab_size) + 4
        ty = h - tab_h - 6 if size != "zoom" else y + 8
        widths = [self.fonts.width(x, tab_size, True) + 10 for x in tabs]
        x = (w - sum(widths) - 4 * (len(tabs) - 1)) / 2
        for label, width, phase in zip(tabs, widths, spell.phases):
            rect = pygame.Rect(round(x), ty, width, tab_h)
            color = (196, 120, 48) if phase == "build" else (150, 40, 48)
            pygame.draw.rect(surface, color, rect, border_radius=4)
            self.fonts.draw(surface, label, rect.center, tab_size, theme.PAPER, bold=True, anchor="center")
            x += width + 4
        if size == "mini":
            # No room for the name: a star marks the spell.
            pygame.draw.circle(surface, SPELL_TINT, (w // 2, h // 2 - 4), w // 5)
        if size == "zoom":
            self._text(surface, translations.text(card), ty + tab_h + 12)

    def _boss(self, surface: pygame.Surface, card: str, size: str) -> None:
        boss = BOOK.bosses[card]
        w, h = surface.get_size()
        band = self._band(surface, BOSS_TINT, t("boss-monster.face.boss"), size)
        xp_size = {"mini": 12, "table": theme.SMALL, "hand": theme.BODY, "zoom": theme.HEADING}[size]
        self.fonts.draw(surface, f"{boss.xp} XP", (w / 2, band + 4), xp_size, theme.INK, bold=True, anchor="midtop")
        y = self._name(surface, translations.name(card), size, band + 6 + self.fonts.line_height(xp_size))
        icon = self._icon(w) if size != "zoom" else 40
        coins_y = h - icon - 6 if size != "zoom" else y + 30
        if size == "zoom":
            self.fonts.draw(surface, translations.title(card), (w / 2, y), theme.SMALL, theme.INK_SOFT, anchor="midtop")
        self._coins(surface, (boss.treasure,), coins_y, icon)
        if size == "zoom":
            self._text(surface, t("boss-monster.face.level_up") + " " + translations.text(card), coins_y + icon + 12)

    def _hero(self, surface: pygame.Surface, card: str, size: str) -> None:
        hero = BOOK.heroes[card]
        w, h = surface.get_size()
        label = t("boss-monster.face.epic_hero" if hero.epic else "boss-monster.face.hero")
        band = self._band(surface, HERO_TINT if not hero.epic else (120, 60, 130), label, size)
        mark = max(22, round(w * 0.4))
        self._big_number(surface, heart(mark), str(hero.health), (4, band + 3))
        icon = max(16, round(w * 0.3)) if size != "zoom" else 56
        surface.blit(coin(hero.treasure, icon, class_letter(hero.treasure)), (w - icon - 5, band + 5))
        y = self._name(surface, translations.name(card), size, band + mark + 8)
        # Its worth in souls, in the gold of the score area's souls.
        r = max(8, round(w * 0.11))
        center = (w - r - 5, h - r - 5)
        pygame.draw.circle(surface, theme.GOLD, center, r)
        pygame.draw.circle(surface, theme.INK, center, r, 1)
        self.fonts.draw(surface, str(hero.souls), center, max(12, round(r * 1.3)), theme.INK, bold=True,
                        anchor="center")
        if size == "zoom":
            worth = t("boss-monster.face.worth", souls=hero.souls, wounds=hero.wounds)
            lure = t("boss-monster.face.lured_by_souls" if hero.treasure == "none" else "boss-monster.face.lured_by",
                     cls=t(f"boss-monster.class.{hero.treasure}"))
            self._text(surface, lure + "\n" + worth, y + 10)

    def back(self, surface: pygame.Surface, size: str) -> None:
        w, h = surface.get_size()
        inner = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.12), -round(w * 0.12))
        pygame.draw.rect(surface, theme.mix(theme.CARD_BACK, theme.INK, 0.3), inner, border_radius=max(3, w // 16))
        pygame.draw.rect(surface, theme.CARD_BACK_EDGE, inner, width=max(1, w // 60), border_radius=max(3, w // 16))
        # A keyhole: the dungeon's door.
        cx, cy = w // 2, h // 2
        r = max(5, w // 7)
        pygame.draw.circle(surface, theme.CARD_BACK_EDGE, (cx, cy - r // 2), r)
        pygame.draw.polygon(surface, theme.CARD_BACK_EDGE, [(cx - r // 2, cy), (cx + r // 2, cy),
                                                             (cx + r, cy + r * 2), (cx - r, cy + r * 2)])
