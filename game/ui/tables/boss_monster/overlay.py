"""What is drawn over the cached board each frame: the lit places and things, the lure preview (where
each hero in town would go, and the treasure totals after the move), the hand, the card being dragged,
what is open to be read (``reading``), and the zoom of whatever card the pointer rests on."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.boss_monster.cards import CLASSES, book
from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.paint import dim, glow, lit_place, pulsing_glow, spinner
from ...widgets.zoom import show_zoom
import game.ui.tables.boss_monster.layout as layout
import game.ui.tables.boss_monster.targets as targets
from .board import damage_line, open_hand, row_fonts
from .faces import coin, class_letter
from .preview import totals
import game.ui.tables.boss_monster.reading as reading

if TYPE_CHECKING:
    from .table import BossMonsterTable

BOOK = book()


def draw(table: "BossMonsterTable", surface: pygame.Surface, clock: float) -> None:
    if table.view is None:
        return
    _thinking(table, surface, clock)
    reading.draw_blind(table, surface)
    _lit(table, surface, clock)
    _preview(table, surface)
    table.hand.draw(surface, table.faces)
    for index, card in enumerate(table.hand.cards):
        if card in table.lit.drops or card in table.lit.hand_clicks:
            if index not in table.hand.hidden and table.hand.selected != index:
                lit_place(surface, table.hand.rect(index), 0.5, 8)
    if table.drag.dragging:
        card = table._selected_card()
        table.faces.draw(surface, card, "hand", table.drag.shown, scale=1.05, lifted=True)
    _hint(table, surface)
    reading.draw_strip(table, surface)
    if table.browsing:
        reading.draw_browser(table, surface)


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
    for rect, action in table.lit.clicks:
        focused = rect.collidepoint(table.pointer)
        _lit_glow(surface, rect, focused, clock)
        if action.verb == "use" and focused:  # one label at a time: neighbours' would overlap
            _cost(table, surface, rect, str(action.args[0]))


PLAY_CENTER = (780, 380)


def _lit_glow(surface: pygame.Surface, rect: pygame.Rect, focused: bool, clock: float) -> None:
    """A lit place pulses; the one under the pointer glows in full, outlined."""
    if not focused:
        pulsing_glow(surface, rect, clock, radius=8)
        return
    lit_place(surface, rect, 1.0, 8)
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


def lure_line(fonts: Fonts, name: str) -> tuple[str, int]:
    """The line under a hero in town saying where it goes, and its size: a smaller size before a
    name is cut, so the default names ("Giocatore 1") stand whole."""
    for size in (12, 11):
        if fonts.width("→ " + name, size, True) <= layout.LURE_W:
            return "→ " + name, size
    return fonts.fit("→ " + name, layout.LURE_W, 11, True), 11


def _preview(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """Under each hero in town, the dungeon it would enter; with a move in hand, after that move."""
    # In the gap between the town's rows of small cards: at the usual size, as the cards' own words.
    view, fonts = table.view, table.ctx.fonts.fixed
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
        text, size = lure_line(fonts, t("boss-monster.stays") if seat is None else table.ctx.names[seat])
        color = theme.GOLD if move is not None else theme.TEXT_SOFT
        fonts.draw(surface, text, (x, y + 40), size, color, bold=True, anchor="midtop")
    if move is None:
        return
    _damage_preview(table, surface)
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
            row_fonts(table, row).draw(surface, str(after[row.seat][k]), (cx + icon + 2, rect.y + 4 + icon // 2),
                                       theme.BODY, theme.GOLD if changed else theme.TEXT, bold=True, anchor="midleft",
                                       width=38 - icon)


def _damage_preview(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    """While a room is held over a place of the viewer's dungeon: the damage a walk would deal once
    its rooms are face up, now and with the room there (the engine's reckoning, in the view)."""
    view = table.view
    assert view is not None
    damage = view["seats"][table.me].get("build_damage")
    row = targets.row_of(table.rows, table.me)
    if damage is None or row is None or table.over is None:
        return
    after = damage["after"].get(str(table.over.action))
    if after is None:
        return
    small = row.size == "mini"
    icon = 18 if small else 22
    cover = pygame.Rect(row.plate.x + 2, row.plate.y + icon + (8 if small else 12), row.plate.width - 4, icon + 4)
    pygame.draw.rect(surface, theme.FELT_DARK, cover, border_radius=6)
    damage_line(table, surface, row, f"{damage['now']} → {after}", theme.GOLD if after != damage["now"] else theme.TEXT)


def card_under(table: "BossMonsterTable", pos: tuple[int, int]) -> str | None:
    """The face-up card the pointer is on, wherever it is drawn: in the open discard pile or strip, in
    hand, in town, at an entrance, walking, in a dungeon, a Boss, the top of the discard pile."""
    view = table.view
    if view is None:
        return None
    if table.browsing:
        return next((card for card, rect in reading.browser_cards(table) if rect.collidepoint(pos)), None)
    if table.strip is not None:
        card = next((c for c, rect in table.strip.card_rects() if rect.collidepoint(pos)), None)
        if card is not None:
            return card
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
        heroes = info.get("entrance", [])
        for k, hero in enumerate(heroes):
            x, y = row.entrance_point(k, len(heroes))
            if pygame.Rect(x - 16, y - 20, 32, 44).collidepoint(pos):
                return hero
        dungeon = info.get("dungeon", [])
        for place in dungeon:
            if row.room_rect(place["position"], len(dungeon)).collidepoint(pos):
                return place.get("room")
        if row.boss_rect.collidepoint(pos):
            return info.get("boss")
        held = next((card for card, spot in reversed(open_hand(table, row, info)) if spot.collidepoint(pos)), None)
        if held is not None:
            return held
    if layout.DISCARD_RECT.collidepoint(pos) and view.get("discard"):
        return view["discard"][-1]
    return None


def zoom(table: "BossMonsterTable", surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
    show_zoom(table.faces, surface, card, pointer, table.ctx.fonts.scale)
