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
from game.i18n import Segment, t

from ...widgets.anim import Beat
from ...widgets.card import CardFaces
from ...widgets.drag import Drag
from ...widgets.log_panel import Entry
from ...widgets.zoom import zoom_rect
from ..base import TableContext
from .assign import FOE, Assignment
from .board import Layer, background
from .choreo import choreograph
from .faces import DungeonPainter
from .heroes import HeroPanel
from .layout import HEROES, MAP, PAN_STEP, TRAY
from .lit import LitTable
from .mapview import Camera, MapLayer, monster_rect
from .odds import odds_lines
from .targets import DELTA as DIRECTIONS, Targets, best_cancel, monsters_on_map, option_words, place_cell, targets
from .tray import Tray
from .words import card_name, describe, refusal_text, result_lines, score_lines

Cell = tuple[int, int]
ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}


class DungeonRunTable(LitTable):
    bespoke = frozenset({"wander", "summon", "lord-room"})

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._faces = CardFaces(DungeonPainter(ctx.fonts))
        self.camera = Camera(MAP)
        self.map_layer = MapLayer(ctx.fonts)
        self.panel = HeroPanel(ctx.fonts, HEROES)
        self.tray = Tray(ctx.fonts, TRAY)
        self.hint: Action | None = None
        self.layer = Layer()
        self.drag = Drag()
        self.targets = Targets()
        self.pointer: tuple[int, int] = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.rotation_index = 0
        self.focus = 0  # which lit answer Tab and Enter take
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
        self.focus = 0
        self.hint: Action | None = None
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
        args = dict(prompt.get("args") or prompt)
        return t(f"dungeon-run.prompt.{prompt.get('kind')}", **{k: v for k, v in args.items() if k != "key"})

    def card_name(self, card_id: str) -> str:
        return card_name(card_id)

    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        return choreograph(self, before, events, after)

    def describe(self, event: dict[str, Any]) -> Entry | None:
        return describe(event, self.ctx.names)

    def result_lines(self, view: View) -> list[list[Segment]]:
        return result_lines(view, self.ctx.names)

    def score_sheet(self, view: View) -> list[tuple[str, int]]:
        return score_lines(view)

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
        for rect, card in self.loot_chips:
            if rect.collidepoint(pos):
                return card
        if self.view is not None:
            for monster, cell in monsters_on_map(self.view).items():
                if monster_rect(self.camera, cell).collidepoint(pos):
                    return monster
        return self.panel.card_at(pos)

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button != 1:
            return False
        if self.legal is not None and self.view is not None:
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
            if cell is not None and (cell in self.targets.cell_clicks or cell == self.targets.place):
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
        if kind == "cell":
            if what == tg.place and cell == what:
                return tg.rotations.get(self.rotation())
            return tg.cell_clicks.get(what) if cell == what else None
        return None

    # --- the fight dice, one at a time ------------------------------------------------------------
    def _die_at(self, pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
        """The hero's die under the pointer that may be picked up: placed ones first, as they lie on top."""
        a = self.assignment
        if a is None:
            return None
        roll = self.roll()
        for die, rect in self.tray.placed_rects(roll, a.placed).items():
            if rect.collidepoint(pos):
                return die, rect
        for die, rect in enumerate(self.tray.hero_die_rects(roll)):
            if die in a.movable() and die not in a.placed and rect.collidepoint(pos):
                return die, rect
        return None

    def place_under(self, pos: tuple[int, int]) -> int | None:
        """The place a die dropped here would go: FOE over the monster, n over potential wound n."""
        if self.tray.foe_rect().collidepoint(pos):
            return FOE
        for n, rect in enumerate(self.tray.wound_rects(self.roll()), 1):
            if rect.inflate(8, 8).collidepoint(pos):
                return n
        return None

    def _drop_die(self, die: int, pos: tuple[int, int], dragged: bool) -> None:
        a = self.assignment
        if a is None:
            return
        if not dragged:  # a click on a placed die takes it back
            a.take_back(die)
            return
        place = self.place_under(pos)
        if place is None:
            if self.tray.hero_row(self.roll()).collidepoint(pos):
                a.take_back(die)
            else:
                self.ctx.warn(t("dungeon-run.ui.assign_elsewhere"))
            return
        refusal = a.refusal(die, place)
        if refusal is not None:
            self.ctx.warn(t(f"dungeon-run.ui.{refusal}"))
            return
        a.put(die, place)
        if a.complete:
            self._send_assignment()

    def _send_assignment(self) -> None:
        action = self.assignment.action() if self.assignment is not None else None
        if action is not None:
            self._submit(action)

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

    def _key(self, key: int) -> bool:
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
        answers = self.answers()
        if not answers:
            return False
        if key == pygame.K_TAB:
            self.focus = (self.focus + 1) % len(answers)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.assignment is not None and self.assignment.placed:
                self._send_assignment()
            else:
                self._submit(answers[self.focus % len(answers)][2])
            return True
        return False

    def _submit(self, action: Action) -> None:
        self.open_input(None)
        self.zoom.hold()
        self.ctx.submit(action)

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

    def dragged_die(self) -> int | None:
        return self.drag.item[1] if self.drag.dragging and self.drag.item[0] == "die" else None

    def hovered_place(self) -> int | None:
        """Where the die being dragged would go if dropped now (FOE or a potential wound), if anywhere."""
        return self.place_under(self.pointer) if self.dragged_die() is not None else None

    def assignment_key(self) -> tuple[tuple[int, int], ...]:
        """What the tray shows of the assignment so far, for the still layer's redraw."""
        return tuple(sorted(self.assignment.placed.items())) if self.assignment is not None else ()

    def tray_contents(self, surface: pygame.Surface, view: View) -> None:
        roll = self.roll()
        if roll is None or "tray" in self.hidden:
            return
        a = self.assignment
        dragged = self.dragged_die()
        places = a.places(dragged) if a is not None and dragged is not None else set()
        self.tray.draw(surface, self.faces, roll, {p - 1 for p in places if p != FOE}, FOE in places, dragged,
                       odds_lines(view, self.perspective, roll), self._tray_note(view, dragged),
                       a.placed if a is not None else None, a is not None)

    def _tray_note(self, view: View, dragged: int | None) -> str | None:
        """What the assignment comes to: with the die held where it would land, with the dice placed so
        far, or the engine's best before any is placed."""
        a = self.assignment
        if a is None:
            return None
        hovered = self.hovered_place()
        if dragged is not None and hovered is not None and a.refusal(dragged, hovered) is None:
            blocks = a.blocking(without=dragged) + (hovered != FOE)
            action = a.cancels.get(blocks)
            return option_words(view, action) if action is not None else None
        if a.placed:
            blocks = a.blocking()
            return t("dungeon-run.ui.assign_partial", blocks=blocks, wounding=len(a.placed) - blocks,
                     left=len(a.movable()) - len(a.placed))
        best = best_cancel(view, self.targets.cancels)
        return t("dungeon-run.ui.best", words=option_words(view, best)) if best is not None else None

    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        rect = zoom_rect(pointer)
        self.faces.draw(surface, card, "zoom", rect.center, lifted=True)
