"""Drawing the dungeons from the shown view: per row the plate with what the rules compare (treasure
per class, the damage a hero would take now, the hand's counts), the heroes at the entrance, the
room stacks, the Boss and the score area. Painted into one cached layer, redrawn only when the view
(or what an animation hides, or who is thinking) changes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.boss_monster.cards import CLASSES, book
from game.i18n import CATALOGUE, t

from ... import theme
from ...text import Fonts
from ...widgets.paint import badge, dim, felt, glow, panel, turn_bar
import game.ui.tables.boss_monster.layout as layout
import game.ui.tables.boss_monster.town as town
from .faces import BLOOD, band_rect, coin, class_letter, drop
from .layout import Row

HAND_SCALE = 0.5  # another seat's hand on its plate, when the view shows it

if TYPE_CHECKING:
    from .table import BossMonsterTable

BOOK = book()
ROW_TINT = (40, 60, 70)
MY_TINT = (34, 86, 96)
MARK = 11  # the size of the words on a room's marks, small enough for "face down" beside a +N
FACE_DOWN_INSET = 18  # the band's left end, where a covered room's +N badge sits


class BoardLayer:
    """Everything drawn from the view alone, in one surface repainted when the view changes."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._key: tuple[Any, ...] | None = None
        self._faces: set[str] = set()
        self._told: list[tuple[str, pygame.Rect, float]] = []  # the words painted in, explained on hover

    def get(self, table: "BossMonsterTable") -> pygame.Surface:
        key = (table.view, table.hidden, table.thinking_seat, table.perspective, CATALOGUE.language)
        faces = table.faces
        if self._key is None or any(a is not b and a != b for a, b in zip(self._key, key)):
            self._key = key
            earlier = set(faces.drawn)
            faces.drawn.clear()
            if self.surface is None:
                self.surface = felt().copy()
            self.surface.blit(felt(), (0, 0))
            table.told = []
            paint(table, self.surface)
            self._told = table.told
            self._faces = set(faces.drawn)
            faces.drawn.clear()
            faces.drawn |= earlier
        faces.drawn |= self._faces
        table.told = self._told
        assert self.surface is not None
        return self.surface


def paint(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    if table.view is None:
        return
    town.phase_track(table, surface)
    town.town(table, surface)
    town.decks(table, surface)
    for row in table.rows:
        dungeon_row(table, surface, row)


def seat_info(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return view["seats"][seat]


def row_fonts(table: "BossMonsterTable", row: Row) -> Fonts:
    """A row of small cards (three or more players) is as tight as a card: its words keep their usual
    size, like the cards' own; the viewer's row of table-size cards follows the text size."""
    return table.ctx.fonts.fixed if row.size == "mini" else table.ctx.fonts


def dungeon_row(table: "BossMonsterTable", surface: pygame.Surface, row: Row) -> None:
    view, fonts = table.view, row_fonts(table, row)
    assert view is not None
    info = seat_info(view, row.seat)
    mine = row.seat == table.me
    active = view.get("active") == row.seat or (view.get("prompt") or {}).get("seat") == row.seat
    tint = MY_TINT if mine else ROW_TINT
    frame = row.rect.inflate(8, 0)
    panel(surface, frame, (*tint, 70), theme.GOLD if active else (*tint, 200), 12)
    if active:
        turn_bar(surface, frame)
    name = table.ctx.names[row.seat]
    label = f"{name} · {table.ctx.role(row.seat)}"
    if info.get("eliminated"):
        label += " · " + t("boss-monster.eliminated")
    # Within the name line, above the cards.
    fonts.draw(surface, label, (row.rect.x + 8, row.top + 3), fonts.to_height(theme.SMALL, 1, 22),
               theme.GOLD if active else theme.TEXT, bold=True, width=layout.PLATE_W + layout.ENTRANCE_W + 200)
    if row.seat == table.thinking_seat:
        fonts.draw(surface, t("table.thinking_short"), (row.rect.x + 420, row.top + 3), theme.SMALL, theme.BLUE)
    plate(table, surface, row, info)
    entrance(table, surface, row, info)
    rooms(table, surface, row, info)
    boss = info.get("boss")
    if ("boss", row.seat) not in table.hidden:
        table.faces.draw(surface, boss, row.size, row.boss_center)
        if info.get("leveled_up"):
            badge(surface, fonts, t("boss-monster.level_up_short"), (row.boss_center[0], row.boss_rect.bottom + 2),
                  12, theme.GOLD, theme.INK)
    score(table, surface, row, info)
    if info.get("eliminated"):
        dim(surface, row.rect, 120, 12)


def plate(table: "BossMonsterTable", surface: pygame.Surface, row: Row, info: dict[str, Any]) -> None:
    """What the rules compare: treasure per class and the damage of a walk, and the hand's counts."""
    fonts = row_fonts(table, row)
    rect = row.plate
    treasure = info.get("treasure")  # None while the Bosses are still face down
    x, y = rect.x + 6, rect.y + 4
    small = row.size == "mini"
    icon = 18 if small else 22
    for k, cls in enumerate(CLASSES):
        cx = x + k * 40
        surface.blit(coin(cls, icon, class_letter(cls)), (cx, y))
        value = "?" if treasure is None else str(treasure[k])
        fonts.draw(surface, value, (cx + icon + 2, y + icon // 2), theme.BODY, theme.TEXT, bold=True,
                   anchor="midleft", width=38 - icon)
    damage_line(table, surface, row, str(info.get("total_damage", 0)), theme.TEXT)
    y += 2 * (icon + (6 if small else 10))
    counts = info.get("hand_counts", {"rooms": 0, "spells": 0})
    shown = open_hand(table, row, info)
    for card, spot in shown:  # the counts are left to the faces
        table.faces.draw(surface, card, "mini", spot.center, scale=HAND_SCALE)
    if shown:
        return
    # The hand as counted backs: a small fan of backs, then the counts in words.
    for k in range(min(4, counts["rooms"] + counts["spells"])):
        table.faces.draw(surface, None, "mini", (x + 8 + k * 6, y + 10), angle=(k - 1.5) * 6, scale=0.34)
    hand = t("boss-monster.hand_counts", rooms=counts["rooms"], spells=counts["spells"])
    fonts.draw(surface, hand, (x + 38, y + 10), 12, theme.TEXT_SOFT,
               anchor="midleft", width=rect.width - 44)


def open_hand(table: "BossMonsterTable", row: Row, info: dict[str, Any]) -> list[tuple[str, pygame.Rect]]:
    """Another seat's hand where the view gives it (a finished game replayed face up): each card and
    where it lies across the plate's last line, overlapping, the later ones on top."""
    held = info.get("hand") if row.seat != table.me else None
    if not held:
        return []
    cards = list(held["rooms"]) + list(held["spells"])
    rect = row.plate
    icon = 18 if row.size == "mini" else 22
    y = rect.y + 4 + 2 * (icon + (6 if row.size == "mini" else 10)) + 12
    step = min(30, (rect.width - 24) // len(cards))
    w, h = (round(side * HAND_SCALE) for side in theme.CARD_SIZES["mini"])
    return [(card, pygame.Rect(rect.x + 16 + k * step - w // 2, y - h // 2, w, h)) for k, card in enumerate(cards)]


def damage_line(table: "BossMonsterTable", surface: pygame.Surface, row: Row, numbers: str,
                color: tuple[int, int, int]) -> None:
    """The plate's second line: the drop, the damage a walk of the dungeon deals, and the word."""
    fonts = row_fonts(table, row)
    small = row.size == "mini"
    icon = 18 if small else 22
    x, y = row.plate.x + 6, row.plate.y + 4 + icon + (6 if small else 10)
    surface.blit(drop(icon), (x, y))
    rect = fonts.draw(surface, numbers, (x + icon + 4, y + icon // 2), theme.BODY, color, bold=True, anchor="midleft")
    words_x = max(x + icon + 32, rect.right + 6)
    fonts.draw(surface, t("boss-monster.walk_damage"), (words_x, y + icon // 2), 12,
               theme.TEXT_SOFT, anchor="midleft", width=row.plate.right - 4 - words_x)


def entrance(table: "BossMonsterTable", surface: pygame.Surface, row: Row, info: dict[str, Any]) -> None:
    """Heroes lured here and waiting to go in: small hero chips, first in line at the bottom."""
    heroes = info.get("entrance", [])
    for k, hero in enumerate(heroes):
        if ("hero", hero) not in table.hidden:
            town.hero_chip(table, surface, hero, row.entrance_point(k, len(heroes)))


def rooms(table: "BossMonsterTable", surface: pygame.Surface, row: Row, info: dict[str, Any]) -> None:
    fonts, faces = table.ctx.fonts, table.faces
    dungeon = info.get("dungeon", [])
    count = len(dungeon)
    for column in range(layout.ROOMS - count):
        x = row.column_x(column)
        slot = pygame.Rect(0, 0, *row.card)
        slot.center = (x, row.cy)
        pygame.draw.rect(surface, theme.mix(theme.FELT, theme.FELT_DARK, 0.6), slot, border_radius=6)
        pygame.draw.rect(surface, theme.mix(theme.FELT, theme.TEXT, 0.16), slot, width=1, border_radius=6)
    for place in dungeon:
        pos = place["position"]
        if ("room", row.seat, pos) in table.hidden:
            continue
        center = row.room_center(pos, count)
        beneath = len(place.get("covered", []))
        for k in range(min(beneath, 3), 0, -1):  # the edges of the rooms beneath, peeking out above
            faces.draw(surface, None, row.size, (center[0], center[1] - k * 5))
        rect = faces.draw(surface, place.get("room"), row.size, center)
        room_marks(table, surface, row, place, rect)
    walking(table, surface, row)


def room_marks(table: "BossMonsterTable", surface: pygame.Surface, row: Row, place: dict[str, Any],
               rect: pygame.Rect) -> None:
    fonts = table.ctx.fonts
    small = row.size == "mini"
    hidden = place.get("face_down")
    if hidden and place.get("room") is not None:  # the owner sees their own face-down room: say it is hidden
        face_down_band(surface, fonts, rect)
    beneath = pygame.Rect(rect.left, rect.top, 0, 0)
    if place.get("covered"):  # at the left corner: the band's kind (or face-down mark) ends at the right
        beneath = badge(surface, fonts, f"+{len(place['covered'])}", (rect.left + 5, rect.top + 2), MARK, theme.INK,
                        theme.TEXT, theme.CARD_BACK_EDGE)
    if place.get("deactivated"):
        dim(surface, rect, 150, 6)
        pygame.draw.line(surface, theme.RED, rect.topleft, rect.bottomright, 3)
        pygame.draw.line(surface, theme.RED, rect.topright, rect.bottomleft, 3)
        badge(surface, fonts, t("boss-monster.off"), rect.center, 12, theme.RED, theme.PAPER)
        return
    if hidden:
        return
    if place.get("room") is None:
        return
    damage = place.get("damage", 0)
    printed = printed_damage(place["room"])
    if printed is None or damage != printed:
        # The damage it deals now, bonuses counted, beside the printed one.
        badge(surface, fonts, str(damage), (rect.left + (10 if small else 14), rect.bottom - (10 if small else 14)),
              12 if small else theme.SMALL, BLOOD, theme.PAPER, theme.GOLD)
    if place.get("used"):  # at the top, right of the +N badge when there is one
        word = t("boss-monster.used")
        half = (fonts.width(word, MARK, True) + MARK) / 2
        badge(surface, fonts, word, (max(rect.centerx, beneath.right + 2 + half), rect.top + 10), MARK,
              theme.INK_SOFT, theme.PAPER)


def face_down_band(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect) -> None:
    """"Face down" written in the room's top band in place of its kind (which the claw or spike still
    shows), so no treasure, name or Advanced mark is covered; clear of the left corner's badge."""
    band = band_rect(rect.size).move(rect.topleft)
    radius = max(3, rect.width // 16)
    pygame.draw.rect(surface, theme.INK, band, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.line(surface, theme.BLUE, band.bottomleft, (band.right - 1, band.bottom), 2)
    label = fonts.fit(t("boss-monster.face_down"), band.width - FACE_DOWN_INSET - 3, MARK, True)
    fonts.draw(surface, label, (band.right - 3, band.centery), MARK, theme.TEXT, bold=True, anchor="midright")


def printed_damage(room: str) -> int | None:
    """The damage printed on a room; None for the room whose ability sets it."""
    info = BOOK.rooms.get(room)
    if info is None or info.effect == "damage-per-monster-room":
        return None
    return info.damage


def walking(table: "BossMonsterTable", surface: pygame.Surface, row: Row) -> None:
    view = table.view
    assert view is not None
    walk = view.get("walking")
    if not walk or walk["seat"] != row.seat or ("walker",) in table.hidden:
        return
    count = len(seat_info(view, row.seat)["dungeon"])
    position = walk["position"]
    center = row.room_center(position, count) if position <= count else row.boss_center
    hero_on_room(table, surface, row, walk["hero"], center, walk["damage"], walk["health"])


def hero_on_room(table: "BossMonsterTable", surface: pygame.Surface, row: Row, hero: str,
                 center: tuple[float, float], damage: int, health: int) -> None:
    """The walking hero standing on a room, with the damage taken so far counting up against its health."""
    fonts = table.ctx.fonts
    h = row.card[1]
    at = (center[0], center[1] - h * 0.28)
    rect = table.faces.draw(surface, hero, "mini", at, lifted=True)
    glow(surface, rect, theme.RED, 0.8, 6)
    badge(surface, fonts, f"{damage}/{health}", (rect.centerx, rect.bottom + 4), theme.SMALL,
          BLOOD if damage else theme.INK, theme.PAPER, theme.GOLD)


def score(table: "BossMonsterTable", surface: pygame.Surface, row: Row, info: dict[str, Any]) -> None:
    """Souls (killed heroes, face down) and wounds (heroes that got through, face up); the word gives
    way to the number."""
    fonts = row_fonts(table, row)
    big = theme.HEADING if row.size != "mini" else theme.BODY
    for rect, value, label, fill in ((row.souls_rect, info.get("soul_count", 0), "boss-monster.souls", theme.GOLD),
                                     (row.wounds_rect, info.get("wound_count", 0), "boss-monster.wounds", theme.RED)):
        panel(surface, rect, (0, 0, 0, 90), (*fill, 255), 8)
        number = badge(surface, fonts.fixed, str(value), (rect.right - 22, rect.centery), big, fill, theme.INK,
                       min_width=32)
        fonts.draw(surface, t(label), (rect.x + 6, rect.centery), 12, theme.TEXT_SOFT, anchor="midleft",
                   width=number.x - 4 - rect.x - 6)
