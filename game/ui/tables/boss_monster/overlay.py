"""What is drawn over the cached board each frame: the lit places and things, the lure preview (where
each hero in town would go, and the treasure totals after the move), the hand, the card being dragged,
the souls and the stack beneath a room on hover, the open discard pile, and the zoom."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.actions import Action
from game.games.boss_monster.cards import CLASSES, book
from game.i18n import t

from ... import theme
from ...widgets.paint import dim, glow, panel, pulsing_glow, spinner
from ...widgets.zoom import zoom_rect
import game.ui.tables.boss_monster.layout as layout
import game.ui.tables.boss_monster.targets as targets
from .faces import coin, class_letter
from .preview import totals

if TYPE_CHECKING:
    from .table import BossMonsterTable

BOOK = book()
BROWSER = pygame.Rect(296, 120, 960, 560)


def draw(table: "BossMonsterTable", surface: pygame.Surface, clock: float) -> None:
    if table.view is None:
        return
    _thinking(table, surface, clock)
    _lit(table, surface, clock)
    _preview(table, surface)
    table.hand.draw(surface, table.faces)
    for index, card in enumerate(table.hand.cards):
        if card in table.lit.drops or card in table.lit.hand_clicks:
            if index not in table.hand.hidden and table.hand.selected != index:
                glow(surface, table.hand.rect(index), theme.GOLD, 0.5, 8)
    if table.drag.dragging:
        card = table._selected_card()
        table.faces.draw(surface, card, "hand", table.drag.shown, scale=1.05, lifted=True)
    _hint(table, surface)
    _hover(table, surface)
    if table.browsing:
        _browser(table, surface)


def _hint(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """The hard AI's move, lit in blue: the card in hand and where it goes, or the thing to click."""
    if table.hinted is None:
        return
    for gesture in table.gestures():
        if gesture.action == table.hinted:
            for point in {gesture.start, gesture.end}:
                rect = next((r for r, _ in table.lit.clicks if r.collidepoint(point)), None)
                index = table.hand.card_at(point)
                if index is not None:
                    rect = table.hand.rect(index)
                for drop in table.lit.drops.values():
                    rect = rect or next((d.rect for d in drop if d.rect.center == point and d.rect.width < 400), None)
                if rect is not None:
                    glow(surface, rect, theme.BLUE, 1.0, 8)
                    pygame.draw.rect(surface, theme.BLUE, rect.inflate(6, 6), width=3, border_radius=8)
            return


def _thinking(table: "BossMonsterTable", surface: pygame.Surface, clock: float) -> None:
    if table.thinking_seat is None:
        return
    row = targets.row_of(table.rows, table.thinking_seat)
    if row is not None:
        spinner(surface, (row.rect.x + 400, row.top + 12), clock)


def _lit(table: "BossMonsterTable", surface: pygame.Surface, clock: float) -> None:
    drops = table._drops()
    if drops:
        lit_rects = {tuple(d.rect) for d in drops}
        for d in drops:
            if d.rect.width > 400:  # a spell without a target: the whole table takes it
                continue
            focused = table.over is not None and d.rect == table.over.rect
            _lit_glow(surface, d.rect, focused, clock)
        if any(d.rect.width > 400 for d in drops):
            table.ctx.fonts.draw(surface, t("boss-monster.status.drop_anywhere"), (PLAY_CENTER[0], 372),
                                 theme.BODY, theme.GOLD, bold=True, anchor="center")
        _dim_others(table, surface, lit_rects)
        return
    for k, (rect, action) in enumerate(table.lit.clicks):
        focused = table.focus == k or rect.collidepoint(table.pointer)
        _lit_glow(surface, rect, focused, clock)
        if action.verb == "use" and focused:  # one label at a time: neighbours' would overlap
            _cost(table, surface, rect, str(action.args[0]))


PLAY_CENTER = (780, 380)


def _lit_glow(surface: pygame.Surface, rect: pygame.Rect, focused: bool, clock: float) -> None:
    """A lit place pulses; the one under the pointer or the keyboard's focus glows in full, outlined."""
    if not focused:
        pulsing_glow(surface, rect, clock, radius=8)
        return
    glow(surface, rect, theme.GOLD, 1.0, 8)
    pygame.draw.rect(surface, theme.PAPER, rect.inflate(6, 6), width=2, border_radius=8)


def _dim_others(table: "BossMonsterTable", surface: pygame.Surface, lit_rects: set[tuple[int, ...]]) -> None:
    """While a card is held, the rooms and places it cannot go to are dimmed a little."""
    view = table.view
    assert view is not None
    for row in table.rows:
        dungeon = targets.dungeon_of(view, row.seat)
        rects = [row.room_rect(p["position"], len(dungeon)) for p in dungeon]
        if len(dungeon) < layout.ROOMS:
            rects.append(row.new_place(len(dungeon)))
        for rect in rects:
            if tuple(rect) not in lit_rects:
                dim(surface, rect, 70, 6)


def _cost(table: "BossMonsterTable", surface: pygame.Surface, rect: pygame.Rect, room: str) -> None:
    info = BOOK.rooms.get(room)
    if info is None:
        return
    text = t(f"boss-monster.cost.{info.cost}")
    fonts = table.ctx.fonts
    label = fonts.fit(text, 200, 12, True)
    width = fonts.width(label, 12, True) + 12
    box = pygame.Rect(0, 0, width, 20)
    box.midbottom = (rect.centerx, rect.top - 2)
    pygame.draw.rect(surface, theme.INK, box, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, box, width=1, border_radius=6)
    fonts.draw(surface, label, box.center, 12, theme.GOLD, bold=True, anchor="center")


def _preview(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """Under each hero in town, the dungeon it would enter; with a move in hand, after that move."""
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    move = table.preview_move()
    if view.get("phase") not in ("build", "reveal", "begin", "setup") and move is None:
        return
    where = table.lure_now()
    for k, hero in enumerate(view.get("town", [])[:layout.TOWN_MAX]):
        if ("hero", hero) in table.hidden:
            continue
        x, y = layout.town_slot(k)
        seat = where.get(hero)
        name = t("boss-monster.stays") if seat is None else table.ctx.names[seat]
        color = theme.GOLD if move is not None else theme.TEXT_SOFT
        fonts.draw(surface, fonts.fit("→ " + name, 64, 12, True), (x, y + 40), 12, color, bold=True, anchor="midtop")
    if move is None:
        return
    after = totals(view, table.perspective, move)
    now = totals(view, table.perspective)
    for row in table.rows:
        if row.seat not in after:
            continue
        rect = row.plate
        small = row.size == "mini"
        icon = 18 if small else 22
        cover = pygame.Rect(rect.x + 2, rect.y + 2, rect.width - 4, icon + 4)
        pygame.draw.rect(surface, theme.FELT_DARK, cover, border_radius=6)
        for k, cls in enumerate(CLASSES):
            cx = rect.x + 6 + k * 40
            surface.blit(coin(cls, icon, class_letter(cls)), (cx, rect.y + 4))
            changed = after[row.seat][k] != now[row.seat][k]
            fonts.draw(surface, str(after[row.seat][k]), (cx + icon + 2, rect.y + 4 + icon // 2), theme.BODY,
                       theme.GOLD if changed else theme.TEXT, bold=True, anchor="midleft")


def card_under(table: "BossMonsterTable", pos: tuple[int, int]) -> str | None:
    view = table.view
    if view is None:
        return None
    index = table.hand.card_at(pos)
    if index is not None:
        return table.hand.cards[index]
    for k, hero in enumerate(view.get("town", [])[:layout.TOWN_MAX]):
        x, y = layout.town_slot(k)
        if pygame.Rect(x - 27, y - 38, 54, 75).collidepoint(pos):
            return hero
    rect = targets.hero_rect(view, table.rows, (view.get("walking") or {}).get("hero", ""))
    if rect is not None and rect.collidepoint(pos):
        return (view.get("walking") or {}).get("hero")
    for row in table.rows:
        info = view["seats"][row.seat]
        dungeon = info.get("dungeon", [])
        for place in dungeon:
            if row.room_rect(place["position"], len(dungeon)).collidepoint(pos):
                return place.get("room")
        if row.boss_rect.collidepoint(pos):
            return info.get("boss")
    if layout.DISCARD_RECT.collidepoint(pos) and view.get("discard"):
        return view["discard"][-1]
    return None


def _hover(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """Souls and wounds show their heroes' faces; a stacked room shows the rooms beneath it."""
    view = table.view
    assert view is not None
    if table.drag.dragging or table.browsing:
        return
    pos = table.pointer
    for row in table.rows:
        info = view["seats"][row.seat]
        for rect, cards in ((row.souls_rect, info.get("souls", [])), (row.wounds_rect, info.get("wounds", []))):
            if rect.collidepoint(pos) and cards:
                _strip(table, surface, cards, (rect.right + 8, rect.centery))
                return
        dungeon = info.get("dungeon", [])
        for place in dungeon:
            if place.get("covered") and row.room_rect(place["position"], len(dungeon)).collidepoint(pos):
                _strip(table, surface, list(place["covered"]), (pos[0] + 24, pos[1] - 120),
                       t("boss-monster.beneath"))
                return


def _strip(table: "BossMonsterTable", surface: pygame.Surface, cards: list[str], at: tuple[int, int],
           title: str = "") -> None:
    w, h = theme.CARD_SIZES["mini"]
    width = len(cards) * (w + 6) + 14
    box = pygame.Rect(at[0], at[1] - h // 2 - 12, width, h + 24 + (16 if title else 0))
    if box.right > layout.PLAY_RIGHT:
        box.right = layout.PLAY_RIGHT
    box.clamp_ip(pygame.Rect(0, 0, layout.PLAY_RIGHT, 808))
    panel(surface, box, theme.PANEL, theme.GOLD, 10)
    y = box.y + 12
    if title:
        table.ctx.fonts.draw(surface, title, (box.x + 8, box.y + 4), 12, theme.TEXT_SOFT)
        y += 16
    for k, card in enumerate(cards):
        table.faces.draw(surface, card, "mini", (box.x + 10 + w // 2 + k * (w + 6), y + h // 2))


def _browser(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """The discard pile, face up, oldest first; in a decision that takes from it, the takeable glow."""
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    panel(surface, BROWSER, theme.PANEL, theme.GOLD, 14)
    fonts.draw(surface, t("boss-monster.discard_title", n=len(view.get("discard", []))), (BROWSER.x + 16,
               BROWSER.y + 10), theme.BODY, theme.TEXT, bold=True)
    takes = _takes(table)
    for k, (card, rect) in enumerate(_browser_cards(view)):
        table.faces.draw(surface, card, "mini", rect.center)
        if card in takes:
            glow(surface, rect, theme.GOLD, 0.9, 6)
    fonts.draw(surface, t("boss-monster.browse_close"), (BROWSER.centerx, BROWSER.bottom - 16), theme.SMALL,
               theme.TEXT_SOFT, anchor="center")


def _browser_cards(view: dict) -> list[tuple[str, pygame.Rect]]:  # type: ignore[type-arg]
    out = []
    for k, card in enumerate(view.get("discard", [])[-84:]):
        col, row = k % 14, k // 14
        rect = pygame.Rect(BROWSER.x + 16 + col * 66, BROWSER.y + 44 + row * 80, 54, 75)
        out.append((card, rect))
    return out


def _takes(table: "BossMonsterTable") -> dict[str, Action]:
    return {str(a.args[0]): a for a in table.legal or [] if a.verb == "take" and
            (len(a.args) == 1 or a.args[1] == "discard")}


def browse_click(table: "BossMonsterTable", pos: tuple[int, int]) -> bool:
    assert table.view is not None
    takes = _takes(table)
    for card, rect in _browser_cards(table.view):
        if rect.collidepoint(pos) and card in takes:
            table.browsing = False
            table._submit(takes[card])
            return True
    table.browsing = False
    return True


def zoom(table: "BossMonsterTable", surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
    rect = zoom_rect(pointer)
    table.faces.draw(surface, card, "zoom", rect.center, lifted=True)
