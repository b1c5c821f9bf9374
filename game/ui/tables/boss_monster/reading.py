"""What opens over the Boss Monster table to be read: the discard pile, a dungeon's souls and wounds,
the rooms beneath a room, and the face-down cards of a blind pick. Each card here can be zoomed like
any card on the table; the strips stay open while the pointer moves from what opened them onto them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.actions import Action
from game.i18n import t

from ... import theme
from ...widgets.paint import lit_place, panel
import game.ui.tables.boss_monster.layout as layout

if TYPE_CHECKING:
    from .table import BossMonsterTable

BROWSER = pygame.Rect(296, 88, 960, 616)
SIZE = "table"  # the discard pile is read at table size: every card shows its name
COLUMNS = 10
ROWS = 4
PITCH = (theme.CARD_SIZES[SIZE][0] + 4, theme.CARD_SIZES[SIZE][1] + 8)
MINI = theme.CARD_SIZES["mini"]


# --- the discard pile -------------------------------------------------------------------------------
def browser_cards(table: "BossMonsterTable") -> list[tuple[str, pygame.Rect]]:
    """The cards on show, oldest first, from the row the wheel has scrolled to."""
    assert table.view is not None
    pile = table.view.get("discard", [])
    first = table.browse_row * COLUMNS
    w, h = theme.CARD_SIZES[SIZE]
    left = BROWSER.x + (BROWSER.width - COLUMNS * PITCH[0] + 4) // 2
    out = []
    for k, card in enumerate(pile[first:first + COLUMNS * ROWS]):
        col, row = k % COLUMNS, k // COLUMNS
        out.append((card, pygame.Rect(left + col * PITCH[0], BROWSER.y + 44 + row * PITCH[1], w, h)))
    return out


def scroll(table: "BossMonsterTable", rows: int) -> None:
    assert table.view is not None
    last = max(0, -(-len(table.view.get("discard", [])) // COLUMNS) - ROWS)
    table.browse_row = min(last, max(0, table.browse_row + rows))


def takes(table: "BossMonsterTable") -> dict[str, Action]:
    return {str(a.args[0]): a for a in table.legal or [] if a.verb == "take" and
            (len(a.args) == 1 or a.args[1] == "discard")}


def draw_browser(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """The discard pile face up, oldest first; in a decision that takes from it, the takeable glow."""
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    panel(surface, BROWSER, theme.PANEL, theme.GOLD, 14)
    fonts.draw(surface, t("boss-monster.discard_title", n=len(view.get("discard", []))), (BROWSER.x + 16,
               BROWSER.y + 10), theme.BODY, theme.TEXT, bold=True)
    can_take = takes(table)
    for card, rect in browser_cards(table):
        table.faces.draw(surface, card, SIZE, rect.center)
        if card in can_take:
            lit_place(surface, rect, 0.9, 6)
    fonts.draw(surface, t("boss-monster.browse_close"), (BROWSER.centerx, BROWSER.bottom - 16), theme.SMALL,
               theme.TEXT_SOFT, anchor="center")


def browse_click(table: "BossMonsterTable", pos: tuple[int, int]) -> bool:
    can_take = takes(table)
    for card, rect in browser_cards(table):
        if rect.collidepoint(pos) and card in can_take:
            table.browsing = False
            table._submit(can_take[card])
            return True
    table.browsing = False
    return True


# --- souls, wounds and the rooms beneath: strips opened by pointing --------------------------------------
@dataclass(frozen=True)
class Strip:
    origin: pygame.Rect  # what opened it: it stays open while the pointer is on this or on the strip
    cards: tuple[str, ...]
    box: pygame.Rect
    title: str = ""

    def card_rects(self) -> list[tuple[str, pygame.Rect]]:
        w, h = MINI
        y = self.box.y + 12 + (16 if self.title else 0)
        return [(card, pygame.Rect(self.box.x + 10 + k * (w + 6), y, w, h)) for k, card in enumerate(self.cards)]


def _strip(origin: pygame.Rect, cards: list[str], title: str = "") -> Strip:
    """Above what opened it, so that its own row stays in sight; at the top of the table, to its left."""
    w, h = MINI
    box = pygame.Rect(0, 0, len(cards) * (w + 6) + 14, h + 24 + (16 if title else 0))
    box.midbottom = (origin.centerx, origin.top - 4)
    if box.top < layout.PHASES.bottom:
        box.midright = (origin.left - 8, origin.centery)
    box.clamp_ip(pygame.Rect(layout.ROW_LEFT, layout.PHASES.bottom, layout.PLAY_RIGHT - layout.ROW_LEFT, 760))
    return Strip(origin, tuple(cards), box, title)


def strip_at(table: "BossMonsterTable", pos: tuple[int, int]) -> Strip | None:
    """The strip the pointer opens or keeps open at ``pos``: a score area's heroes, a stacked room's
    rooms beneath; None elsewhere, while a card is held, or with the discard pile open."""
    view = table.view
    if view is None or table.drag.dragging or table.browsing:
        return None
    if table.strip is not None and (table.strip.box.collidepoint(pos) or table.strip.origin.collidepoint(pos)):
        return table.strip
    for row in table.rows:
        info = view["seats"][row.seat]
        for rect, cards in ((row.souls_rect, info.get("souls", [])), (row.wounds_rect, info.get("wounds", []))):
            if rect.collidepoint(pos) and cards:
                return _strip(rect, list(cards))
        dungeon = info.get("dungeon", [])
        for place in dungeon:
            rect = row.room_rect(place["position"], len(dungeon))
            if place.get("covered") and rect.collidepoint(pos):
                return _strip(rect, list(place["covered"]), t("boss-monster.beneath"))
    return None


def draw_strip(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    strip = table.strip
    if strip is None:
        return
    panel(surface, strip.box, theme.PANEL, theme.GOLD, 10)
    if strip.title:
        table.ctx.fonts.draw(surface, strip.title, (strip.box.x + 8, strip.box.y + 4), 12, theme.TEXT_SOFT)
    for card, rect in strip.card_rects():
        table.faces.draw(surface, card, "mini", rect.center)


# --- a blind pick: the victim's cards face down, to be clicked ------------------------------------------
def blind_rects(count: int) -> list[pygame.Rect]:
    """The face-down cards of a blind pick, side by side above the viewer's dungeon."""
    w, h = theme.CARD_SIZES["table"]
    gap = 12 if count < 9 else 4
    step = min(w + gap, (layout.PLAY_RIGHT - 320) // max(1, count))
    left = 296 + (layout.PLAY_RIGHT - 296 - (count - 1) * step - w) // 2
    return [pygame.Rect(left + k * step, 200, w, h) for k in range(count)]


def blind_panel(count: int) -> pygame.Rect:
    rects = blind_rects(count)
    return rects[0].union(rects[-1]).inflate(40, 76).move(0, -12)


def draw_blind(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """The cards to pick from, drawn face down where they can be clicked (the lit clicks glow them)."""
    view = table.view
    picks = [a for a in table.legal or [] if a.verb == "pick"]
    if view is None or not picks:
        return
    prompt = view.get("prompt") or {}
    args = prompt.get("args") or {}
    victim = args.get("victim_seat")
    box = blind_panel(len(picks))
    panel(surface, box, theme.PANEL, theme.GOLD, 12)
    kind = args.get("kind", "any")
    name = table.ctx.names[victim] if isinstance(victim, int) else ""
    table.ctx.fonts.draw(surface, t(f"boss-monster.blind.{kind}", seat=name), (box.centerx, box.y + 10),
                         theme.BODY, theme.TEXT, bold=True, anchor="midtop")
    for rect in blind_rects(len(picks)):
        table.faces.draw(surface, None, "table", rect.center)

