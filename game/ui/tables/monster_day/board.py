"""Drawing the Monster Day table from the shown view: villages, lanes with their totals, the Aces
and the village stacks, deck, dice, name plates and hands. Everything static is painted once."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import theme
from game.i18n import CATALOGUE, t
from ...text import upper_first
from ...widgets.paint import badge, felt, glow, panel, spinner, turn_bar
import game.ui.tables.monster_day.layout as layout
from game.games.monster_day.narrate import lane_detail, lane_name
from .suits import badge as suit_badge

if TYPE_CHECKING:
    from .table import MonsterDayTable

MY_TINT = (34, 86, 96)
THEIR_TINT = (92, 54, 78)
DICE_NOTE_WIDTH = 104  # "+ two dice" under a total, within the lane


class BoardLayer:
    """Everything drawn from the view alone, in one surface repainted only when the shown view (or
    what an animation hides, or who is thinking) changes: most frames are one blit. What never
    changes during a game (cloth, villages, lanes, Aces, labels) is a base painted once per
    perspective and language, so a repaint only adds the parts that move."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._base: pygame.Surface | None = None
        self._base_key: tuple[object, ...] | None = None
        self._key: tuple[object, ...] | None = None
        self._faces: set[str] = set()  # the faces painted into the layer, recorded again every frame
        self._base_faces: set[str] = set()

    def get(self, table: "MonsterDayTable") -> pygame.Surface:
        view = table.view
        base_key = (table.perspective, CATALOGUE.language, tuple(view["aces"]) if view else ())
        key = (table.hidden, table.thinking_seat, *base_key)
        faces = table.faces
        if self._key is None or self._key[0] is not view or self._key[1:] != key:
            self._key = (view, *key)
            earlier = set(faces.drawn)
            faces.drawn.clear()
            if self._base is None or self._base_key != base_key:
                self._base = felt().copy()
                paint_base(table, self._base)
                self._base_key = base_key
                self._base_faces = set(faces.drawn)
            if self.surface is None:
                self.surface = self._base.copy()
            self.surface.blit(self._base, (0, 0))
            paint_moving(table, self.surface)
            self._faces = self._base_faces | faces.drawn
            faces.drawn.clear()
            faces.drawn |= earlier
        faces.drawn |= self._faces
        assert self.surface is not None
        return self.surface


def paint_base(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    if table.view is None:
        return
    _villages(table, surface)
    for m in range(4):
        _lane(table, surface, m)
    _aces(table, surface)
    _legend(table, surface)
    fonts = table.ctx.fonts
    fonts.draw(surface, t("monster-day.dice"), (sum(c[0] for c in layout.DICE) / 2, layout.DICE[0][1] + 44),
               theme.SMALL, theme.TEXT_SOFT, anchor="midtop")


def paint_moving(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    if table.view is None:
        return
    for m in range(4):
        _totals_and_token(table, surface, m)
    _stacks(table, surface)
    _deck_and_dice(table, surface)
    _plates(table, surface)


def _villages(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    fonts = table.ctx.fonts
    top = layout.VILLAGE_LABEL_Y - 16
    left = pygame.Rect(layout.COLUMNS[0] - 64, top, 368, layout.BENEATH_Y + 24 - top)
    right = left.move(layout.COLUMNS[4] - layout.COLUMNS[0], 0)
    panel(surface, left, (*MY_TINT, 90), (*MY_TINT, 200), 16)
    panel(surface, right, (*THEIR_TINT, 90), (*THEIR_TINT, 200), 16)
    me, them = table.me, 1 - table.me
    y = layout.VILLAGE_LABEL_Y
    for seat, rect in ((me, left), (them, right)):
        label = upper_first(t("monster-day.village_of", name=table.ctx.names[seat]))
        fonts.draw(surface, label, (rect.centerx, y), theme.SMALL,
                   theme.TEXT, bold=True, anchor="center", width=rect.width - 16)
    fonts.draw(surface, t("monster-day.start"), (layout.COLUMNS[layout.GAP_COLUMN], y), theme.SMALL,
               theme.TEXT_SOFT, anchor="center")


def _lane(table: "MonsterDayTable", surface: pygame.Surface, m: int) -> None:
    fonts = table.ctx.fonts
    rect = layout.lane_rect(m)
    y = layout.lane_y(m)
    pygame.draw.line(surface, theme.mix(theme.FELT, theme.TEXT, 0.18), (rect.x + 8, y), (rect.right - 8, y), 2)
    for col, x in enumerate(layout.COLUMNS):
        if col == layout.GAP_COLUMN:
            pygame.draw.circle(surface, theme.mix(theme.FELT, theme.GOLD, 0.55), (x, y), 9, 2)
            pygame.draw.circle(surface, theme.mix(theme.FELT, theme.GOLD, 0.55), (x, y), 3)
        else:
            pygame.draw.circle(surface, theme.mix(theme.FELT, theme.TEXT, 0.25), (x, y), 4)
    assert table.view is not None
    name = table.view["totals"][m]["monster"]
    caption = lane_name(name)
    room = layout.TOTAL_LEFT_X - 30 - layout.LANE_CAPTION_X  # up to the total's badge
    fonts.draw(surface, caption, (layout.LANE_CAPTION_X, y - 10), theme.SMALL,
               theme.TEXT, bold=True, anchor="midleft", width=room)
    detail = lane_detail(name)
    fonts.draw(surface, detail, (layout.LANE_CAPTION_X, y + 10), 12, theme.TEXT_SOFT,
               anchor="midleft", width=room)


def _legend(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    """Under the monsters' names: what the numbers at each end of a lane are, and what they decide."""
    fonts = table.ctx.fonts
    x, y = layout.LANE_CAPTION_X, layout.LANE_TOP + 4 * layout.LANE_H + 16
    width = layout.TOTAL_LEFT_X - 24 - x
    for text, color, bold in ((t("monster-day.legend.title"), theme.TEXT, True),
                              (t("monster-day.legend.text"), theme.TEXT_SOFT, False)):
        for line in fonts.wrap(text, width, 12, bold):
            fonts.draw(surface, line, (x, y), 12, color, bold=bold)
            y += fonts.line_height(12)
        y += 4


def _totals_and_token(table: "MonsterDayTable", surface: pygame.Surface, m: int) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    y = layout.lane_y(m)
    entry = view["totals"][m]
    me, them = table.me, 1 - table.me
    mine, theirs = entry["totals"][me], entry["totals"][them]
    for seat, x, value, other in ((me, layout.TOTAL_LEFT_X, mine, theirs), (them, layout.TOTAL_RIGHT_X, theirs, mine)):
        rolled = entry["rolled"][seat]  # Pawns and Courts on top: their value is rolled when it counts
        leading = value > other and not entry["rolled"][0] and not entry["rolled"][1]
        # The leading total is a filled pill (dark on gold), not only a gold one: it reads without colour.
        badge(surface, fonts, str(value), (x, y - (6 if rolled else 0)), theme.BODY,
              theme.GOLD if leading else theme.INK, theme.INK if leading else theme.TEXT,
              theme.GOLD if leading else theme.PANEL_EDGE, min_width=44)
        if rolled:
            more = t("monster-day.plus_dice") if rolled == 1 else t("monster-day.plus_dice_n", n=rolled)
            fonts.draw(surface, more, (x, y + 10), 12, theme.TEXT,
                       anchor="midtop", width=DICE_NOTE_WIDTH)
    if ("monster", m) not in table.hidden:
        table.tokens[m].draw(surface, layout.token_center(m, view["monsters"][m], table.flip))


def _aces(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    assert table.view is not None
    for space, (suit, ace) in enumerate(zip(table.view["aces"], table.view["ace_cards"])):
        x, _ = layout.space_center(space, table.flip)
        table.faces.draw(surface, ace, "table", (x, layout.ACE_Y))
        surface.blit(suit_badge(suit, 28), (x - 14, layout.ACE_Y - 63 - 14))


def _stacks(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    view, fonts, faces = table.view, table.ctx.fonts, table.faces
    assert view is not None
    for space in range(6):
        x, _ = layout.space_center(space, table.flip)
        stack = view["spaces"][space]
        if not stack:
            slot = pygame.Rect(0, 0, 90, 126)
            slot.center = (x, layout.STACK_Y)
            pygame.draw.rect(surface, theme.mix(theme.FELT, theme.FELT_DARK, 0.6), slot, border_radius=6)
            pygame.draw.rect(surface, theme.mix(theme.FELT, theme.TEXT, 0.2), slot, width=1, border_radius=6)
            continue
        for layer in range(min(len(stack) - 1, 3), 0, -1):
            faces.draw(surface, None, "table", (x, layout.STACK_Y + layer * 4))
        faces.draw(surface, stack[-1], "table", (x, layout.STACK_Y))
        if len(stack) > 1:
            fonts.draw(surface, t("monster-day.beneath", n=len(stack) - 1), (x, layout.BENEATH_Y), 12,
                       theme.TEXT_SOFT, anchor="midtop")


def _deck_and_dice(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    table.deck.draw(surface, table.faces, fonts, view["deck"], label=t("monster-day.deck"))
    if "dice" not in table.hidden:
        roll = view["last_roll"] or [0, 0]  # blank faces before the first roll
        for center, value in zip(layout.DICE, roll):
            table.dice.draw(surface, center, value, marked=bool(view["last_roll"]) and value <= 4)


def _plates(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    me, them = table.me, 1 - table.me
    for seat, rect, tint in ((them, layout.THEIR_PLATE, THEIR_TINT), (me, layout.MY_PLATE, MY_TINT)):
        active = view["current"] == seat
        panel(surface, rect, (*tint, 200), theme.GOLD if active else (*tint, 255), 12)
        if active:
            glow(surface, rect, theme.GOLD, 0.6, 12)
            turn_bar(surface, rect)
        fonts.draw(surface, table.ctx.names[seat],
                   (rect.x + 16, rect.y + 14), theme.BODY, theme.TEXT, bold=True, width=rect.width - 80)
        fonts.draw(surface, table.seat_role(seat), (rect.x + 16, rect.y + 42), theme.SMALL, theme.TEXT_SOFT)
        badge(surface, fonts, str(view["points"][seat]), (rect.right - 32, rect.y + 30), theme.HEADING, theme.INK,
              theme.GOLD, theme.GOLD, min_width=44)
        fonts.draw(surface, t("monster-day.points"), (rect.right - 32, rect.y + 54), 12, theme.TEXT_SOFT,
                   anchor="midtop")
        if seat == table.thinking_seat:
            fonts.draw(surface, t("table.thinking_short"), (rect.x + 40, rect.bottom - 18), theme.SMALL, theme.BLUE,
                       anchor="midleft")


def thinking_spinner(table: "MonsterDayTable", surface: pygame.Surface, clock: float) -> None:
    """The moving part of a thinking seat's plate, drawn every frame over the cached layer."""
    if table.thinking_seat is None:
        return
    rect = layout.MY_PLATE if table.thinking_seat == table.me else layout.THEIR_PLATE
    spinner(surface, (rect.x + 24, rect.bottom - 18), clock)
