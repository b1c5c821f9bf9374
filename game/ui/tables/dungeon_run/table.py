"""The Dungeon Run table: the dungeon map (pan, zoom), the heroes' panel, the counts, and a dice tray
for rolls. Heroes are dragged to lit tiles, monsters clicked to fight or dragged when they wander, a
new tile turned with R or the wheel and dropped on its square, fight dice placed one at a time on
potential wounds or on the monster (the assignment is sent once every die lies somewhere, or with
Enter or the tray's button); everything else goes through the decision bar. Every action sent is
taken from the legal list the table was handed."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.state import View
from game.i18n import Segment, t, words

from ...widgets.anim import Beat
from ...widgets.card import CardFaces
from ...widgets.drag import Drag
from ...widgets.log_panel import Entry
from ...widgets.score_sheet import Sheet
from ...widgets.zoom import show_zoom
from ..base import TableContext
from .assign import Assignment
from .board import Layer, background
from .choices import Choices
from .choreo import choreograph
from .faces import DungeonPainter
from .heroes import HeroPanel
from .hand import DiceHand
from .layout import FIT, HEROES, MAP, PAN_STEP, TRAY
from .mapview import Camera, MapLayer, monster_rect
from .targets import DELTA as DIRECTIONS, Targets, best_cancel, monsters_on_map, place_cell, targets
from .tray import Tray
from .words import card_name, describe, end_words, ending_sheet, refusal_text, result_lines

Cell = tuple[int, int]
ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}


ROLL_PROMPTS = frozenset({"fight", "support", "duel", "defend"})  # decisions about a roll the tray shows


class DungeonRunTable(DiceHand):

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._faces = CardFaces(DungeonPainter(ctx.fonts.fixed))
        self.camera = Camera(MAP)
        self.map_layer = MapLayer(ctx.fonts)
        self.panel = HeroPanel(ctx.fonts, HEROES)
        self.tray = Tray(ctx.fonts, TRAY)
        self.choices = Choices(ctx.fonts)
        self.hint: Action | None = None
        self.layer = Layer()
        self.drag = Drag(lambda: ctx.sound("pick"))
        self.targets = Targets()
        self.pointer: tuple[int, int] = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.rotation_index = 0
        self.loot_chips: list[tuple[pygame.Rect, str]] = []
        self.last_roll: Any = None  # the latest roll the choreography showed, kept in the tray a while
        self.assignment: Assignment | None = None  # the fight dice placed so far, before they are sent
        self._watching: tuple[Any, ...] = ()

    # --- what the scene asks -----------------------------------------------------------------
    @property
    def faces(self) -> CardFaces:
        return self._faces

    def show(self, view: View, perspective: int | None, hidden: frozenset[Any] = frozenset()) -> None:
        super().show(view, perspective, hidden)
        current = view.get("current")
        watching = (perspective, current, view.get("turn"), (view.get("prompt") or {}).get("kind"))
        if watching != self._watching:
            self._watching = watching
            self._centre(view, current)

    def _centre(self, view: View, seat: int | None) -> None:
        kind = (view.get("prompt") or {}).get("kind")
        if kind == "place":
            cell = place_cell(view)
            if cell is not None:
                self.camera.look_at(cell)
                return
        if seat is not None and view["heroes"][seat].get("hero"):
            hero = view["heroes"][seat]
            self.camera.look_at((hero["x"], hero["y"]))

    def open_input(self, legal: list[Action] | None) -> None:
        super().open_input(legal)
        self.targets = targets(self.view, legal, self.perspective) if self.view is not None else Targets()
        if legal is None:
            self.drag.cancel()
        self.rotation_index = min(self.rotation_index, max(0, len(self.targets.rotations) - 1))
        self.hint: Action | None = None
        kind = ((self.view or {}).get("prompt") or {}).get("kind")
        if legal is not None and kind not in ROLL_PROMPTS:
            self.last_roll = None  # a finished roll leaves the map to the decision that follows
        roll = self.roll() if self.targets.cancels else None
        self.assignment = Assignment(list(roll.dice), roll.target, len(roll.hits), dict(self.targets.cancels)) \
            if roll is not None else None
        self._show_targets()

    def prompt(self) -> str:
        if self.legal is None or self.view is None:
            return ""
        item = self.drag.item if self.drag.dragging else None
        if item is not None and item[0] != "send":  # the tray's button is pressed, not carried
            return t(f"dungeon-run.prompt.drag_{ {'cell': 'tile'}.get(item[0], item[0])}")
        prompt = self.view.get("prompt") or {}
        args = {k: v for k, v in (prompt.get("args") or {}).items() if isinstance(v, (str, int))}
        return words(f"dungeon-run.prompt.{prompt.get('kind')}", args, card_name, self.ctx.names.__getitem__)

    def card_name(self, card_id: str) -> str:
        return card_name(card_id)

    def asks_to_confirm(self, action: Action) -> bool:
        """Ending the turn gives up the actions left: a second click landing there after the bar has
        moved its buttons must not do it."""
        return action.verb == "end" and any(a.verb != "end" for a in self.legal or ())

    def action_words(self, action: Action) -> str | None:
        if action.verb != "end" or self.view is None or self.perspective is None:
            return None
        return end_words(self.view, self.perspective)

    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        return choreograph(self, before, events, after)

    def describe(self, event: dict[str, Any]) -> Entry | None:
        return describe(event, self.ctx.names)

    def result_lines(self, view: View) -> list[list[Segment]]:
        return result_lines(view, self.ctx.names)

    def score_sheet(self, view: View, events: list[dict[str, Any]]) -> Sheet:
        return ending_sheet(view, self.ctx.names)

    # --- input --------------------------------------------------------------------------------------
    def _wheel(self, amount: int) -> bool:
        if not MAP.collidepoint(self.pointer):
            return False
        if self.targets.rotations and self.legal is not None:
            self._turn_tile(1 if amount > 0 else -1)
        else:
            self.camera.zoom(1 if amount > 0 else -1, self.pointer)
        return True

    def _turn_tile(self, step: int) -> None:
        if self.targets.rotations:
            self.rotation_index = (self.rotation_index + step) % len(self.targets.rotations)

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.panning is not None:
            self.camera.pan_pixels(pos[0] - self.panning[0], pos[1] - self.panning[1])
            self.panning = pos
        self.pointer = pos
        self.drag.motion(pos)
        self.zoom.point(self._card_under(pos), pos)

    def _card_under(self, pos: tuple[int, int]) -> str | None:
        if self.targets.cards:
            return self.choices.at(pos)
        for rect, card in self.loot_chips:
            if rect.collidepoint(pos):
                return card
        if self.view is not None:
            for monster, cell in monsters_on_map(self.view).items():
                if monster_rect(self.camera, cell).collidepoint(pos):
                    return monster
        return self.panel.card_at(pos) or self._tile_under(pos)

    def _tile_under(self, pos: tuple[int, int]) -> str | None:
        """The tile under the pointer: resting there shows its card, with its whole name and what it
        does (a special tile's rule, a standard tile's die rows)."""
        cell = self.camera.cell_at(pos) if self.view is not None and not FIT.collidepoint(pos) else None
        for tile in self.view["dungeon"]["tiles"] if cell is not None and self.view is not None else ():
            if (tile["x"], tile["y"]) == cell:
                return str(tile["tile"])
        return None

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button != 1:
            return False
        if FIT.collidepoint(pos) and self.view is not None:
            self.fit_map()
            return True
        if self.legal is not None and self.view is not None:
            card = self.choices.at(pos) if self.targets.cards else None
            if card is not None:
                self.drag.press(("choose", card), pos, pos)
                return True
            die = self._die_at(pos)
            if die is not None:
                self.drag.press(("die", die[0]), pos, die[1].center)
                return True
            if self.assignment is not None and self.tray.send_rect().collidepoint(pos):
                self.drag.press(("send", None), pos, pos)
                return True
            if self.perspective is not None and self.targets.hero_moves:
                if pygame.Rect(0, 0, 36, 36).move(*self._hero_center()).move(-18, -18).collidepoint(pos):
                    self.drag.press(("hero", self.perspective), pos, self._hero_center())
                    return True
            for monster in list(self.targets.monster_moves) + list(self.targets.monster_clicks):
                if monster_rect(self.camera, monsters_on_map(self.view).get(monster, (0, 0))).collidepoint(pos):
                    self.drag.press(("monster", monster), pos, self._monster_center(monster))
                    return True
            for (card, _), _action in self.targets.card_drags.items():
                chip = self.panel.owned.get((self.perspective, card)) if self.perspective is not None else None
                if chip is not None and chip.collidepoint(pos):
                    self.drag.press(("card", card), pos, chip.center)
                    return True
            cell = self.camera.cell_at(pos)
            if cell is not None and (cell in self.targets.cell_clicks or cell in self.targets.hero_moves
                                     or cell == self.targets.place):
                self.drag.press(("cell", cell), pos, pos)
                return True
        if MAP.collidepoint(pos) and not (self.roll() is not None and TRAY.collidepoint(pos)):
            self.panning = pos
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.panning is not None:
            self.panning = None
            return True
        release = self.drag.release(pos)
        if release is None:
            return False
        kind, what = release.item
        if kind == "die":
            self._drop_die(what, pos, release.dragged)
            return True
        if kind == "send":
            if self.tray.send_rect().collidepoint(pos):
                self._send_assignment()
            return True
        action = self._answer(kind, what, pos, release.dragged)
        if action is not None:
            self._submit(action)
        elif release.dragged:
            self.ctx.warn(self._why_not_here(kind, what, pos))
        return True

    def _answer(self, kind: str, what: Any, pos: tuple[int, int], dragged: bool) -> Action | None:
        tg = self.targets
        cell = self.camera.cell_at(pos)
        if kind == "hero":
            return tg.hero_moves.get(cell) if cell is not None else None
        if kind == "monster":
            if not dragged:
                return tg.monster_clicks.get(what)
            return tg.monster_moves.get(what, {}).get(cell) if cell is not None else None
        if kind == "card":
            moves = {zone: a for (card, zone), a in tg.card_drags.items() if card == what}
            if not dragged:  # a click: the card's one move, if it has only one
                return next(iter(moves.values())) if len(moves) == 1 else None
            return next((a for zone, a in moves.items() if self.panel.zones[zone].collidepoint(pos)), None)
        if kind == "choose":
            return tg.cards.get(what) if self.choices.at(pos) == what else None
        if kind == "cell":
            if what == tg.place and cell == what:
                return tg.rotations.get(self.rotation())
            # A lit tile clicked: the move there (the hero's or the monster's), as if dragged.
            return (tg.cell_clicks.get(what) or tg.hero_moves.get(what)) if cell == what else None
        return None

    def _why_not_here(self, kind: str, what: Any, pos: tuple[int, int]) -> str:
        """The engine's reason when the drop names an action it refuses, else what a drop must hit."""
        cell = self.camera.cell_at(pos)
        here = self.targets.hero
        if kind == "hero" and cell is not None and here is not None:
            for direction, (dx, dy) in DIRECTIONS.items():
                if (here[0] + dx, here[1] + dy) == cell:
                    refusal = self.ctx.why_not(Action("move", (direction,)))
                    if refusal is not None:
                        return refusal_text(refusal)
        return t(f"dungeon-run.prompt.drag_{ {'cell': 'tile'}.get(kind, kind)}")

    def part_rect(self, name: str) -> pygame.Rect | None:
        """``map``, ``heroes`` (the heroes' panel) and ``dice`` (the tray a roll is shown in)."""
        return {"map": MAP, "heroes": HEROES, "dice": TRAY}.get(name)

    def keep_clear(self) -> list[pygame.Rect]:
        return list(self.panel.strips)  # each hero's stats, health and gear

    def fit_map(self) -> None:
        """The whole dungeon explored so far on screen, with the squares its open exits lead to (the F
        key, or the map's button)."""
        if self.view is not None:
            dungeon = self.view["dungeon"]
            beyond = [(x + DIRECTIONS[d][0], y + DIRECTIONS[d][1]) for x, y, d in dungeon["open_exits"]]
            self.camera.fit([(tile["x"], tile["y"]) for tile in dungeon["tiles"]] + beyond)

    def _key(self, key: int) -> bool:
        if key == pygame.K_f:
            self.fit_map()
            return True
        if key in ZOOM_KEYS:
            self.camera.zoom(ZOOM_KEYS[key])
            return True
        if key in PAN_KEYS:
            dx, dy = PAN_KEYS[key]
            self.camera.pan_pixels(dx * PAN_STEP, dy * PAN_STEP)
            return True
        if key == pygame.K_ESCAPE and self.drag.held:
            self.drag.cancel()
            return True
        if key == pygame.K_ESCAPE and self.assignment is not None and self.assignment.placed:
            self.assignment.placed.clear()
            return True
        if self.legal is None:
            return False
        best = best_cancel(self.view, self.targets.cancels) if self.view is not None else None
        if key == pygame.K_b and best is not None:
            self._submit(best)
            return True
        if key == pygame.K_r and self.targets.rotations:
            self._turn_tile(1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.assignment is not None and self.assignment.placed:
            self._send_assignment()
            return True
        return False

    # --- every frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.zoom.update(dt)

    def zoom_request(self) -> tuple[str, tuple[int, int]] | None:
        return self.zoom.request(busy=self.drag.dragging)

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        if self.view is None:
            surface.blit(background(), (0, 0))
            return
        self.layer.draw(self, surface, self.view, clock)
        self._draw_dragged(surface, self.view)

    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        show_zoom(self.faces, surface, card, pointer, self.ctx.fonts.scale)
