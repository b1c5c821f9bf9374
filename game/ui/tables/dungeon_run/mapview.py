"""The dungeon map: a camera over the grid (pan and zoom), the laid tiles painted once per zoom into one
layer, and what stands on them (heroes, monsters, strangers, loot, the Magic Stone) drawn each frame."""
from __future__ import annotations

from typing import Any

import pygame

from ... import theme
from ...text import Fonts, upper_first
from ...widgets.paint import badge, glow
from .faces import SEAT_COLOURS, hit_points, kind_of, mark
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

Cell = tuple[int, int]
ZOOMS = (0.4, 0.5, 0.625, 0.75, 0.875, 1.0, 1.25, 1.5)
BASE = 112  # a tile's side in pixels at zoom 1
DELTA = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
SPECIAL_MARK = "✦"  # a special tile: its rule is read by resting the pointer on it
FLOOR = {"standard": (92, 84, 74), "special": (72, 78, 104), "entrance": (76, 110, 80), "lord": (110, 56, 70)}
WALL = (30, 26, 24)
TITLE_LINES = 3  # a tile's name takes at most its top third, above the pieces standing on it


class Camera:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.center: tuple[float, float] = (0.0, 0.0)  # in cells
        self.zoom_index = ZOOMS.index(0.875)

    @property
    def side(self) -> int:
        return round(BASE * ZOOMS[self.zoom_index])

    def zoom(self, steps: int, about: tuple[int, int] | None = None) -> None:
        before = self.cell_point(about) if about else None
        self.zoom_index = max(0, min(len(ZOOMS) - 1, self.zoom_index + steps))
        if before is not None and about is not None:
            after = self.cell_point(about)
            self.center = (self.center[0] + before[0] - after[0], self.center[1] + before[1] - after[1])

    def pan_pixels(self, dx: float, dy: float) -> None:
        self.center = (self.center[0] - dx / self.side, self.center[1] - dy / self.side)

    def look_at(self, cell: Cell) -> None:
        self.center = (float(cell[0]), float(cell[1]))

    def fit(self, cells: list[Cell], closest: int | None = None) -> None:
        """Zooms out until every cell shows, centred on them; never closer than the zoom ``closest``."""
        if not cells:
            return
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        self.center = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        span_x, span_y = max(xs) - min(xs) + 2, max(ys) - min(ys) + 2
        self.zoom_index = 0
        for index in range(len(ZOOMS) - 1 if closest is None else closest, -1, -1):
            side = BASE * ZOOMS[index]
            if span_x * side <= self.rect.width and span_y * side <= self.rect.height:
                self.zoom_index = index
                break

    def to_screen(self, cell: tuple[float, float]) -> tuple[int, int]:
        """The centre of a cell on the screen."""
        return (round(self.rect.centerx + (cell[0] - self.center[0]) * self.side),
                round(self.rect.centery + (cell[1] - self.center[1]) * self.side))

    def cell_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (self.center[0] + (pos[0] - self.rect.centerx) / self.side,
                self.center[1] + (pos[1] - self.rect.centery) / self.side)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        x, y = self.cell_point(pos)
        return round(x), round(y)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        side = self.side
        cx, cy = self.to_screen(cell)
        return pygame.Rect(cx - side // 2, cy - side // 2, side, side)


def fitted(fonts: Fonts, words: str, room: int, most: int, size: int) -> tuple[list[str], int, bool]:
    """A name in up to ``most`` lines of ``room`` pixels, in bold; a name with a word too long for that
    takes a size smaller in regular weight, and only one still too long is cut. Returns the lines,
    their size and whether bold."""
    lines = fonts.lines(words, room, most, size, True)
    if " ".join(lines) == words:
        return lines, size, True
    return fonts.lines(words, room, most, size - 1, False), size - 1, False


def tile_title(fonts: Fonts, name: str, side: int) -> tuple[list[str], int, bool]:
    """A tile's name in up to three lines across the tile (over its side walls, which are dark)."""
    return fitted(fonts, name, side - 6, TITLE_LINES, 12 if side < 120 else theme.SMALL)


def paint_tile(fonts: Fonts, tile: dict[str, Any], side: int) -> pygame.Surface:
    """One laid tile: floor by kind, walls with gaps at the exits, its name, its special mark and its
    die rows (T for treasure, E for encounter) when there is room to read them."""
    fonts = fonts.fixed  # the map is a picture, zoomed by its camera: its words keep their size
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    kind = tile["kind"]
    pygame.draw.rect(surface, FLOOR.get(kind, FLOOR["standard"]), (1, 1, side - 2, side - 2), border_radius=4)
    wall = max(3, side // 14)
    gap = side // 3
    lo, hi = (side - gap) // 2, (side + gap) // 2
    exits = set(tile["exits"])
    for name, (a, b) in {"north": ((0, 0), (side, wall)), "south": ((0, side - wall), (side, wall)),
                         "west": ((0, 0), (wall, side)), "east": ((side - wall, 0), (wall, side))}.items():
        rect = pygame.Rect(a, b)
        if name not in exits:
            pygame.draw.rect(surface, WALL, rect)
            continue
        if name in ("north", "south"):
            pygame.draw.rect(surface, WALL, (0, rect.y, lo, wall))
            pygame.draw.rect(surface, WALL, (hi, rect.y, side - hi, wall))
        else:
            pygame.draw.rect(surface, WALL, (rect.x, 0, wall, lo))
            pygame.draw.rect(surface, WALL, (rect.x, hi, wall, side - hi))
    if side < 56:
        return surface
    mark = f"{SPECIAL_MARK} " if tile.get("rule") else ""  # in the title, clear of the pieces on the floor
    title, size, bold = tile_title(fonts, mark + upper_first(card_name(tile["tile"])), side)
    for n, line in enumerate(title):
        fonts.draw(surface, line, (side // 2, wall + 2 + n * (size + 1)), size, theme.TEXT, bold=bold, anchor="midtop")
    rows = []
    if tile.get("treasure_row"):
        rows.append(t("dungeon-run.face.treasure_row", faces="".join(str(f) for f in tile["treasure_row"])))
    if tile.get("encounter_row"):
        rows.append(t("dungeon-run.face.encounter_row", faces="".join(str(f) for f in tile["encounter_row"])))
    y = side - wall - 4
    for row in reversed(rows):
        fonts.draw(surface, row, (side - wall - 3, y), 12, theme.PAPER_SHADE, anchor="bottomright")
        y -= 14
    if kind == "entrance":
        fonts.draw(surface, "⌂", (side // 2, side // 2), theme.HEADING, theme.PAPER, bold=True, anchor="center")
    return surface


class MapLayer:
    """The laid tiles as one cached surface, repainted only when a tile is laid or the zoom changes."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._key: Any = None
        self._surface: pygame.Surface | None = None
        self._origin: Cell = (0, 0)

    def get(self, tiles: list[dict[str, Any]], side: int) -> tuple[pygame.Surface, Cell]:
        key = (side, tuple((t["x"], t["y"], t["tile"], t["rotation"]) for t in tiles))
        if key != self._key or self._surface is None:
            xs, ys = [t["x"] for t in tiles] or [0], [t["y"] for t in tiles] or [0]
            self._origin = (min(xs), min(ys))
            surface = pygame.Surface(((max(xs) - min(xs) + 1) * side, (max(ys) - min(ys) + 1) * side),
                                     pygame.SRCALPHA)
            for tile in tiles:
                surface.blit(paint_tile(self.fonts, tile, side),
                             ((tile["x"] - self._origin[0]) * side, (tile["y"] - self._origin[1]) * side))
            self._surface = surface.convert_alpha() if pygame.display.get_surface() is not None else surface
            self._key = key
        return self._surface, self._origin


def draw_floor(target: pygame.Surface, layer: MapLayer, camera: Camera, tiles: list[dict[str, Any]],
               hidden: frozenset[Any]) -> None:
    shown = [t for t in tiles if ("tile", t["x"], t["y"]) not in hidden]
    surface, origin = layer.get(shown, camera.side)
    top_left = camera.cell_rect(origin).topleft
    target.blit(surface, top_left)


def draw_open_exits(target: pygame.Surface, camera: Camera, open_exits: list[list[Any]]) -> None:
    side = camera.side
    for x, y, direction in open_exits:
        dx, dy = DELTA[direction]
        cx, cy = camera.to_screen((x + dx * 0.5, y + dy * 0.5))
        r = max(4, side // 12)
        pygame.draw.circle(target, theme.GOLD, (cx, cy), r)
        pygame.draw.circle(target, theme.INK, (cx, cy), r, 2)


def draw_token(target: pygame.Surface, fonts: Fonts, center: tuple[float, float], seat: int, letter: str,
               side: int, down: bool = False, active: bool = False) -> pygame.Rect:
    """A hero's miniature: a disc in the seat's colour with the hero's initial; lying down it turns grey
    and flat."""
    fonts = fonts.fixed  # a piece on the map, sized by the camera
    r = max(9, side // 7)
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)] if not down else (120, 116, 110)
    cx, cy = round(center[0]), round(center[1])
    if active:
        pygame.draw.circle(target, theme.GOLD, (cx, cy), r + 4, 3)
    if down:
        rect = pygame.Rect(0, 0, r * 2 + 6, r + 4)
        rect.center = (cx, cy)
        pygame.draw.ellipse(target, colour, rect)
        pygame.draw.ellipse(target, theme.INK, rect, 2)
    else:
        pygame.draw.circle(target, colour, (cx, cy), r)
        pygame.draw.circle(target, theme.INK, (cx, cy), r, 2)
    fonts.draw(target, letter, (cx, cy), 12 if r < 14 else theme.SMALL, theme.INK, bold=True, anchor="center")
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


LINE = 13  # a plate's line of 12-pixel type


def monster_rect(camera: Camera, cell: Cell) -> pygame.Rect:
    """A monster's or a stranger's plate on a tile: nearly the tile's width and two lines high, so that
    a name stands whole, ending just above the heroes' tokens."""
    side = camera.side
    cx, cy = camera.to_screen(cell)
    w, h = max(28, side - 12), max(18, min(side // 3, 2 * LINE + 4))
    return pygame.Rect(cx - w // 2, cy + side // 40 - h, w, h)


def draw_encounter(target: pygame.Surface, fonts: Fonts, rect: pygame.Rect, card: str, wounds: int,
                   health: int | None) -> None:
    """A monster or a stranger standing on a tile: a small card with its kind's letter and its name
    whole (``plate_words``), and for a monster its wounds against its health."""
    fonts = fonts.fixed  # a piece on the map, sized by the camera
    kind = kind_of(card)
    colour = {"monster": (150, 52, 46), "lord": (96, 30, 70), "stranger": (52, 120, 96)}.get(kind, (90, 84, 76))
    lines, size, bold = plate_words(fonts, kind, card_name(card), rect) if rect.width >= 60 else ([], 12, True)
    plate = rect.copy()
    plate.height = max(rect.height, LINE * len(lines) + 4)
    plate.bottom = rect.bottom
    pygame.draw.rect(target, colour, plate, border_radius=5)
    pygame.draw.rect(target, theme.PAPER, plate, 2, border_radius=5)
    top = plate.centery - len(lines) * LINE // 2
    for n, line in enumerate(lines):
        fonts.draw(target, line, (plate.centerx, top + n * LINE), size, theme.TEXT, bold=bold, anchor="midtop")
    if not lines:
        fonts.draw(target, mark(kind), plate.center, 12, theme.TEXT, bold=True, anchor="center")
    if health is not None:  # hit points left of its whole, as a hero's are shown
        badge(target, fonts, hit_points(wounds, health), (plate.right - 4, plate.bottom), 12, theme.INK,
              theme.RED if wounds else theme.TEXT)


def plate_words(fonts: Fonts, kind: str, name: str, rect: pygame.Rect) -> tuple[list[str], int, bool]:
    """The kind's letter and the name in the lines the plate holds; a Lord's name ("Name, title") gives
    up its title first, and a name still too long takes one line more, the plate growing upwards over
    the tile's title (the tile is named in the log): the name itself is never cut."""
    most = max(1, (rect.height - 4) // LINE)
    words = [f"{mark(kind)} {name}"] + ([f"{mark(kind)} {name.split(', ')[0]}"] if kind == "lord" else [])
    for lines_held in (most, most + 1):
        for text in words:
            lines, size, bold = fitted(fonts, text, rect.width - 8, lines_held, 12)
            if not lines[-1].endswith("…"):
                return lines, size, bold
    return lines, size, bold


def draw_loot(target: pygame.Surface, fonts: Fonts, camera: Camera, cell: Cell, items: list[str],
              hidden_items: int) -> list[tuple[pygame.Rect, str]]:
    """Treasures lying face up (and the Magic Stone) as chips at the tile's foot; a face-down pile as
    a count. Returns the chips' rects, for the hover zoom."""
    side = camera.side
    cx, cy = camera.to_screen(cell)
    out = []
    x = cx - side // 2 + 6
    y = cy + side // 2 - max(14, side // 6) - 6
    for card in items:
        stone = card == "magic-stone"
        rect = pygame.Rect(x, y, 16 if side < 90 else 22, 14 if side < 90 else 18)
        pygame.draw.rect(target, theme.GOLD if not stone else (150, 230, 250), rect, border_radius=4)
        pygame.draw.rect(target, theme.INK, rect, 1, border_radius=4)
        fonts.draw(target, "◆" if stone else "$", rect.center, 12, theme.INK, bold=True, anchor="center")
        out.append((rect, card))
        x += rect.width + 3
    if hidden_items:
        glow(target, pygame.Rect(x, y, 16, 14), theme.GOLD, 0.3, 4)
        fonts.draw(target, f"?{hidden_items}", (x + 8, y + 7), 12, theme.GOLD, bold=True, anchor="center")
    return out
