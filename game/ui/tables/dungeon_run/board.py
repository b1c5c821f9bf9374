"""Drawing the table from a view: the counts strip, the map with its pieces and lit places, the new tile
in the hand, and the solo score sheet."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.grid import exit_names, rotate
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.paint import badge, glow, lit_place, panel, spinner
from ...widgets.score_sheet import ROW, Sheet, draw_sheet
from .choices import title as choice_title
from .faces import base
from .layout import FIT, MAP, TOP, choice_area
from .faces import initial
from .mapview import draw_encounter, draw_floor, draw_loot, draw_open_exits, draw_token, monster_rect, paint_tile
from .odds import preview
from .targets import place_tile
from .words import ending_sheet

if TYPE_CHECKING:
    from .table import DungeonRunTable

Cell = tuple[int, int]
_BACKGROUND: list[pygame.Surface] = []


def background() -> pygame.Surface:
    """Dark stone with a soft vignette, made once."""
    if not _BACKGROUND:
        surface = pygame.Surface(theme.SIZE)
        surface.fill((26, 28, 30))
        shade = pygame.Surface((32, 18), pygame.SRCALPHA)
        for x in range(32):
            for y in range(18):
                d = max(abs(x - 15.5) / 16, abs(y - 8.5) / 9)
                shade.set_at((x, y), (0, 0, 0, int(110 * d * d)))
        surface.blit(pygame.transform.smoothscale(shade, theme.SIZE), (0, 0))
        _BACKGROUND.append(surface.convert() if pygame.display.get_surface() is not None else surface)
    return _BACKGROUND[0]


class Layer:
    """Everything that stands still, drawn once into one surface and redrawn only when what it shows
    changes (the view, the camera, what is lit, a drag); the faces it painted are recorded again every
    frame, so the hotseat checks still see what the screen shows."""

    def __init__(self) -> None:
        self.key: Any = None
        self.surface: pygame.Surface | None = None
        self.faces: set[str] = set()
        self.shown: Any = None

    def draw(self, table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any], clock: float) -> None:
        drag = table.drag.item if table.drag.dragging else None
        key = (id(view), table.camera.center, table.camera.zoom_index, id(table.targets), drag, table.hint,
               table.hovered_place(), table.assignment_key(),
               table.hidden, table.rotation(), table.ctx.fonts, table.faces)
        if key != self.key or self.surface is None:
            self.key, self.shown = key, view  # holding the view keeps its id from being reused
            if self.surface is None:
                self.surface = pygame.Surface(theme.SIZE)
                if pygame.display.get_surface() is not None:
                    self.surface = self.surface.convert()
            before = set(table.faces.drawn)
            table.faces.drawn.clear()
            compose(table, self.surface, view)
            self.faces = set(table.faces.drawn)
            table.faces.drawn |= before
        surface.blit(self.surface, (0, 0))
        table.faces.drawn |= self.faces
        thinking = table.thinking_seat
        if thinking is not None and thinking < len(table.panel.strips):
            strip = table.panel.strips[thinking]
            spinner(surface, (strip.right - 18, strip.y + 18), clock)
        place = table.targets.place
        if place is not None and table.legal is not None:
            floating_tile(table, surface, view, place)


def compose(table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any]) -> None:
    surface.blit(background(), (0, 0))
    top_strip(table, surface, view)
    map_area(table, surface, view)
    current = view.get("current")
    left = (view.get("prompt") or {}).get("left") if current is not None else None
    roles = [table.ctx.role(s) for s in range(len(view["heroes"]))]
    table.panel.draw(surface, view, table.ctx.names, roles, current, left)
    dragged = table.drag.item if table.drag.dragging else None
    if dragged is not None and dragged[0] == "card":
        for (card, zone), _ in table.targets.card_drags.items():
            if card == dragged[1] and zone in table.panel.zones:
                lit_place(surface, table.panel.zones[zone], 0.9, 8)
    if table.targets.cards:
        hint = next((what for kind, what, a in table.answers() if a == table.hint), None)
        prompt = view.get("prompt") or {}
        kind, chooser = prompt.get("kind", "draft"), table.ctx.names[prompt.get("seat") or 0]
        cards = list(table.targets.cards)
        table.faces.drawn |= {base(c) for c in table.choices.draw(surface, choice_area(len(cards)), cards,
                                                                   choice_title(kind, chooser), hint)}
    table.tray_contents(surface, view)
    # Names on chips are card faces too: record them, so a check of what a seat was shown sees them.
    table.faces.drawn |= {card for _, card in table.panel.chips + table.loot_chips}
    table.faces.drawn |= {t["encounter"] for t in view["dungeon"]["tiles"] if t.get("encounter")}
    odds_box(table, surface, preview(view, table.perspective, table.legal))
    if ((view.get("result") or {}).get("details") or {}).get("counts"):
        solo_sheet(table, surface, ending_sheet(view, table.ctx.names))


def odds_box(table: "DungeonRunTable", surface: pygame.Surface, lines: list[str]) -> None:
    """The odds before acting, in the map's top-left corner, in the information colour; a line too
    long for the room left of the map's button wraps."""
    if not lines:
        return
    f = table.ctx.fonts
    room = FIT.x - MAP.x - 28
    rows = [row for line in lines for row in f.wrap(line, room, theme.SMALL, True)]
    step = max(20, f.line_height(theme.SMALL))
    top = 6 + max(22, f.line_height(theme.SMALL))
    rect = pygame.Rect(MAP.x + 8, MAP.y + 8, 12 + max(f.width(row, theme.SMALL, True) for row in rows),
                       top + 6 + step * len(rows))
    panel(surface, rect, fill=(10, 22, 34, 230), edge=theme.BLUE)
    f.draw(surface, t("dungeon-run.ui.odds_title"), (rect.x + 6, rect.y + 6), theme.SMALL, theme.BLUE, bold=True)
    for i, row in enumerate(rows):
        f.draw(surface, row, (rect.x + 6, rect.y + top + step * i), theme.SMALL, theme.TEXT, bold=True)


def top_strip(table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any]) -> None:
    """The counts in a row, and last the endgame or the Lord (in red, bold when the endgame is on). A
    row too long at a larger text size is written at the usual size."""
    f = table.ctx.fonts
    last = _last_words(table, view)
    if f is not f.fixed and _counts(table, pygame.Surface((1, 1)), view, f) + f.width(last[0], last[1], last[2]) > TOP.right - 8:
        f = f.fixed
    panel(surface, TOP)
    x = _counts(table, surface, view, f)
    f.draw(surface, last[0], (x, TOP.centery), last[1], theme.RED if last[2] else theme.TEXT_SOFT, bold=last[2],
           anchor="midleft", width=TOP.right - x - 8)


def _last_words(table: "DungeonRunTable", view: dict[str, Any]) -> tuple[str, int, bool]:
    """What the strip ends on, its size and whether it is the endgame's (red and bold)."""
    if view.get("endgame"):
        holder = view.get("stone_holder")
        words = t("dungeon-run.ui.stone_with", name=table.ctx.names[holder]) if holder is not None else \
            t("dungeon-run.ui.endgame")
        return words, theme.SMALL, True
    if view.get("lord"):
        table.faces.drawn.add(view["lord"])  # named on the strip: shown, as a chip's name is
        return t("dungeon-run.ui.lord_known", name=card_name(view["lord"])), 12, False
    return "", 12, False


def _counts(table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any], f: Fonts) -> int:
    """The round, the stack and what is known of it, the encounters and treasures; returns where they end."""
    rect = TOP
    x = rect.x + 12
    cy = rect.centery
    limit = view.get("rules", {}).get("limit") or view.get("rules", {}).get("round_limit")
    label = t("dungeon-run.ui.round_limit", round=view["round"], limit=limit) if limit else \
        t("dungeon-run.ui.round", round=view["round"])
    x = f.draw(surface, label, (x, cy), theme.BODY, theme.GOLD, bold=True, anchor="midleft").right + 16
    kinds = view.get("stack_kinds", {})
    x = f.draw(surface, t("dungeon-run.ui.stack"), (x, cy), theme.SMALL, theme.TEXT_SOFT, anchor="midleft").right + 6
    x = badge(surface, f, str(view["stack"]), (x + 16, cy), theme.SMALL, theme.INK).right + 4
    x = f.draw(surface, t("dungeon-run.ui.stack_kinds", standard=kinds.get("standard", 0),
                          special=kinds.get("special", 0)), (x, cy), 12, theme.TEXT_SOFT, anchor="midleft").right + 16
    aside = view.get("stack_seen") or []
    if aside:
        x = f.draw(surface, t("dungeon-run.ui.aside"), (x, cy), 12, theme.BLUE, anchor="midleft").right + 4
        names = ", ".join(card_name(a) for a in aside)
        x = f.draw(surface, names, (x, cy), 12, theme.BLUE, anchor="midleft", width=200).right + 16
    for key, count in (("encounters", view["encounters"]), ("treasures", view["treasures"])):
        x = f.draw(surface, t(f"dungeon-run.ui.{key}"), (x, cy), theme.SMALL, theme.TEXT_SOFT,
                   anchor="midleft").right + 6
        x = badge(surface, f, str(count), (x + 16, cy), theme.SMALL, theme.INK).right + 14
    return x


def hero_spots(view: dict[str, Any]) -> dict[Cell, list[int]]:
    spots: dict[Cell, list[int]] = {}
    for hero in view["heroes"]:
        if hero.get("hero") and not hero.get("out"):
            spots.setdefault((hero["x"], hero["y"]), []).append(hero["seat"])
    return spots


def hero_center(table: "DungeonRunTable", view: dict[str, Any], seat: int) -> tuple[int, int]:
    hero = view["heroes"][seat]
    cell = (hero["x"], hero["y"])
    others = hero_spots(view).get(cell, [seat])
    index = others.index(seat) if seat in others else 0
    side = table.camera.side
    cx, cy = table.camera.to_screen(cell)
    spacing = max(14, side // 5)
    # Heroes stand in a row on the tile's left half, clear of the monster above and the die rows.
    return cx - side // 4 + round((index - (len(others) - 1) / 2) * spacing), cy + side // 5


def map_area(table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any]) -> None:
    f = table.ctx.fonts
    cam = table.camera
    surface.set_clip(MAP)
    pygame.draw.rect(surface, (14, 16, 18), MAP, border_radius=10)
    dungeon = view["dungeon"]
    draw_floor(surface, table.map_layer, cam, dungeon["tiles"], table.hidden)
    draw_open_exits(surface, cam, dungeon["open_exits"])
    lord = dungeon.get("lord_room")
    if lord:
        glow(surface, cam.cell_rect((lord[0], lord[1])).inflate(-6, -6), theme.RED, 0.5, 6)
    lit = table.lit_cells()
    focus = table.focus_cell()
    for cell in lit:
        lit_place(surface, cam.cell_rect(cell).inflate(-8, -8), 1.0 if cell == focus else 0.6, 8)
    hinted = table.hinted_place()
    if hinted is not None:
        glow(surface, hinted, theme.BLUE, 1.0, 8)
    table.loot_chips = []
    data = card_data()
    for tile in dungeon["tiles"]:
        cell = (tile["x"], tile["y"])
        card = tile.get("encounter")
        if card and ("monster", card) not in table.hidden and card != table.dragged_monster():
            rect = monster_rect(cam, cell)
            monster = data.monsters.get(card)
            draw_encounter(surface, f, rect, card, tile.get("monster_wounds", 0),
                                   monster.health if monster else None)
            if card in table.targets.monster_clicks or card in table.targets.monster_moves:
                lit_place(surface, rect, 0.9, 6)
        if tile.get("items") or tile.get("hidden_items"):
            table.loot_chips += draw_loot(surface, f, cam, cell, tile.get("items", []),
                                                  tile.get("hidden_items", 0))
    active = view.get("current")
    for hero in view["heroes"]:
        seat = hero["seat"]
        if not hero.get("hero") or hero.get("out") or ("hero", seat) in table.hidden or seat == table.dragged_hero():
            continue
        draw_token(surface, f, hero_center(table, view, seat), seat, initial(hero), cam.side,
                           hero.get("down", False), seat == active)
    surface.set_clip(None)
    pygame.draw.rect(surface, theme.PANEL_EDGE, MAP, 1, border_radius=10)
    panel(surface, FIT, fill=(16, 34, 30, 230), edge=theme.GOLD, radius=6)
    f.draw(surface, t("dungeon-run.ui.fit"), FIT.center, 12, theme.TEXT, bold=True,
           anchor="center", width=FIT.width - 8)


def floating_tile(table: "DungeonRunTable", surface: pygame.Surface, view: dict[str, Any], cell: Cell) -> None:
    """The drawn tile in the player's hand: it follows the pointer and snaps onto the lit square."""
    tile = place_tile(view)
    if tile is None:
        return
    record = card_data().tiles[tile]
    degrees = table.rotation()
    shown = {"tile": tile, "name": record.name, "kind": record.kind, "rule": record.rule or None,
             "exits": exit_names(rotate(record.exits, degrees // 90)), "treasure_row": sorted(record.treasure),
             "encounter_row": sorted(record.encounter)}
    image = paint_tile(table.ctx.fonts, shown, table.camera.side)
    snap = table.camera.cell_at(table.pointer) == cell or not MAP.collidepoint(table.pointer)
    rect = image.get_rect(center=table.camera.to_screen(cell) if snap else table.pointer)
    image.set_alpha(235 if snap else 190)
    surface.blit(image, rect)
    f = table.ctx.fonts
    f.draw(surface, f"{degrees}°", (rect.centerx, rect.bottom + 10), theme.SMALL, theme.GOLD, bold=True,
           anchor="center")


def solo_sheet(table: "DungeonRunTable", surface: pygame.Surface, sheet: Sheet) -> None:
    """The solo score by line, over the map, once the game is over."""
    f = table.ctx.fonts
    rect = pygame.Rect(0, 0, 520, 120 + ROW * len(sheet.lines))
    rect.center = MAP.center
    panel(surface, rect, fill=(20, 30, 28, 245), edge=theme.GOLD)
    f.draw(surface, t("dungeon-run.ui.score_title"), (rect.centerx, rect.y + 12), theme.HEADING, theme.GOLD,
           bold=True, anchor="midtop")
    draw_sheet(surface, f, sheet, rect.inflate(-48, -64).move(0, 24))