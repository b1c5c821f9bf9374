"""The Gauntlet of Fools table, drawn from ``view(seat)`` alone. In the boasting phase a free hero is
taken by a click or a drag to your seat, a claimed one stolen the same way, boasts added by clicking
their chips; in the gauntlet a token is spent by clicking it on the hero's card when it glows, a path,
a hero to send or one of the Wand's cards by clicking it, everything else through the decision bar.
Every action sent is one of the prompt's options, so nothing illegal can leave the table."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.state import View
from game.games.gauntlet_of_fools import narrate
from game.i18n import Segment, t, words

from ... import theme
from ...widgets.anim import Beat
from ...widgets.card import CardFaces
from ...widgets.dice import Dice
from ...widgets.drag import Drag
from ...widgets.log_panel import Entry
from ...widgets.paint import lit_place, spinner
from ...widgets.score_sheet import Sheet
from ...widgets.zoom import show_zoom
from ..base import Gesture, Table, TableContext
from .board import draw_board
from .centre import draw_centre, odds_rect
from .choreo import choreograph as beats_of
from .draft import dragged_tile, draw_draft
from .faces import GauntletPainter, card_name
from .layout import ENCOUNTER, TRAY, board_rect, seat_rect, tile_rect
from .spots import Spot, popup, spots_for
from .tablewords import card_under, draw_menu, ending_sheet, prompt_line, refusal_text
from .tablewords import result_lines as tell_result



def fast_layer(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size)
    return layer.convert() if pygame.display.get_surface() is not None else layer


class GauntletTable(Table):
    bespoke = frozenset({"draft"})

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._faces = CardFaces(GauntletPainter(ctx.fonts.fixed))
        self.dice = Dice(48)
        self.drag = Drag(lambda: ctx.sound("pick"))
        self.spots: list[Spot] = []
        self.menu: list[Spot] = []  # the small menu of several options on one thing
        self.slot_of: dict[int, int] = {}
        self.pointer: tuple[int, int] = (0, 0)
        self._spots_from: View | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[Any, ...] | None = None
        self._layer_faces: set[str] = set()
        self._boards: dict[tuple[Any, ...], pygame.Surface] = {}  # a hero board is painted again only when it changes

    # --- what the scene asks ---------------------------------------------------------------------
    @property
    def faces(self) -> CardFaces:
        return self._faces

    def card_name(self, card_id: str) -> str:
        return card_name(card_id)

    def show(self, view: View, perspective: int | None, hidden: frozenset[Any] = frozenset()) -> None:
        if perspective != self.perspective:
            self.clear_pointer()
        super().show(view, perspective, hidden)
        players = view["players"]
        me = self.me
        order = sorted(view["heroes"], key=lambda h: ((h["seat"] - me) % players if h["seat"] >= 0 else players,
                                                     h["hero"]))
        self.slot_of = {h["hero"]: slot for slot, h in enumerate(order)}
        if self.legal is not None and view is not self._spots_from:
            self._light()

    def open_input(self, legal: list[Action] | None) -> None:
        super().open_input(legal)
        self.menu = []
        self.drag.cancel()
        self._light()

    def _light(self) -> None:
        """The spots of the view shown, kept only if legal now: the scene may open input a frame before
        it shows the view that goes with it."""
        self._spots_from = self.view
        prompt = (self.view or {}).get("prompt") or {}
        if self.legal and self.view is not None and prompt.get("options"):
            legal = set(self.legal)
            self.spots = [s for s in spots_for(self.view, prompt["options"], self.slot_of) if s.action in legal]
        else:
            self.spots = []

    def prompt(self) -> str:
        if self.legal is None or self.view is None:
            return ""
        return prompt_line(self.view, self.ctx.names)

    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        return beats_of(self, before, events, after)

    def describe(self, event: dict[str, Any]) -> Entry | None:
        line = narrate.describe(event, self.ctx.names)
        return None if line is None else Entry(line.segments, heading=line.heading)

    def result_lines(self, view: View) -> list[list[Segment]]:
        return tell_result(view, self.ctx.names)

    def score_sheet(self, view: View, events: list[dict[str, Any]]) -> Sheet:
        return ending_sheet(view, events, self.ctx.names)

    def clear_pointer(self) -> None:
        """A hand-off: nothing the last person hovered, opened or held survives."""
        self.menu = []
        self.drag.cancel()
        super().clear_pointer()

    def show_hint(self, action: Action) -> bool:
        """The hint key: True when something lit answers with ``action`` (the scene's focus ring goes
        there); a group's menu is opened for it; False when only the decision bar offers it."""
        if any(g.action == action for g in self.gestures()):
            return True
        group = next((g for g in self._groups().values() if any(s.action == action for s in g)), None)
        if group is None or len(group) < 2:
            return False
        self.menu = popup(group, [self._say(str(s.action)) for s in group])
        return True

    # --- what is lit ------------------------------------------------------------------------------
    def lit_tags(self) -> set[str]:
        return {s.tag for s in self.spots}

    def _say(self, action_text: str) -> str:
        prompt = (self.view or {}).get("prompt") or {}
        for option in prompt.get("options") or []:
            if option["action"] == action_text:
                return self._words(option)
        return action_text

    def _words(self, option: dict[str, Any]) -> str:
        """An option (a prompt's, or an odds row's: its action text, key and arguments) in words."""
        return words(option["key"], option["args"], card_name, lambda s: self.ctx.names[s], option["action"])

    def gestures(self) -> list[Gesture]:
        if self.legal is None:
            return []
        if self.menu:
            return [Gesture(s.rect.center, s.rect.center, s.action) for s in self.menu]
        out = []
        groups = self._groups()
        for tag, spots in groups.items():
            if len(spots) == 1:
                spot = spots[0]
                out.append(Gesture(spot.rect.center, spot.rect.center, spot.action))
                if tag.startswith("hero:"):
                    out.append(Gesture(spot.rect.center, self._my_seat().center, spot.action))
        return out

    def focus_rect(self, point: tuple[int, int]) -> pygame.Rect:
        """The lit spot, or this seat's board, whose gestures start or end at ``point``."""
        rects = [spot.rect for spot in self.menu or self.spots] + ([self._my_seat()] if self.view is not None else [])
        return next((rect for rect in rects if rect.center == point), None) or super().focus_rect(point)

    def move_rects(self, action: Action) -> list[pygame.Rect]:
        return [spot.rect for spot in self.menu or self.spots if spot.action == action][:1] or super().move_rects(action)

    def part_rect(self, name: str) -> pygame.Rect | None:
        """``encounter``, ``dice`` (the tray), ``odds``, ``hero`` (the viewer's first hero board), ``seat``
        (the viewer's place in the boasting)."""
        if self.view is None:
            return None
        parts = {"encounter": ENCOUNTER, "dice": TRAY, "odds": odds_rect(self.view), "seat": self._my_seat(),
                 "hero": board_rect(0) if any(h["seat"] == self.me for h in self.view["heroes"]) else None}
        return parts.get(name)

    def keep_clear(self) -> list[pygame.Rect]:
        return [board_rect(slot) for slot in self.slot_of.values()]

    def _groups(self) -> dict[str, list[Spot]]:
        groups: dict[str, list[Spot]] = {}
        for spot in self.spots:
            groups.setdefault(spot.tag, []).append(spot)
        return groups

    def _my_seat(self) -> pygame.Rect:
        return seat_rect(self.me, self.view["players"] if self.view else 2)

    # --- input ------------------------------------------------------------------------------------
    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.drag.motion(pos)
        self.zoom.point(self._card_under(pos), pos)

    def _spot_at(self, pos: tuple[int, int], spots: list[Spot]) -> Spot | None:
        for spot in reversed(spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button != 1:
            return False
        if self.menu:
            spot = self._spot_at(pos, self.menu)
            self.menu = []
            if spot is not None:
                self._submit(spot.action)
            return True
        if self.view is None or self.view.get("phase") != "boasting":
            return False
        index = self._tile_at(pos)
        if index is None:
            return False
        if self.legal is None:
            self.ctx.warn(t("table.not_your_turn"))
            return True
        self.drag.press(index, pos, tile_rect(index, len(self.view["heroes"])).center)
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        release = self.drag.release(pos)
        if release is not None:
            spot = next((s for s in self.spots if s.tag == f"hero:{release.item}"), None)
            if release.dragged and not self._my_seat().collidepoint(pos):
                self.ctx.warn(t("gauntlet-of-fools.warn.drop_on_seat"))
                return True
            if spot is None:
                self._refuse(release.item)
                return True
            self._submit(spot.action)
            return True
        if self.legal is None:
            return False
        hit = self._spot_at(pos, self.spots)
        if hit is None:
            return False
        group = self._groups()[hit.tag]
        if len(group) == 1:
            self._submit(hit.action)
        else:
            self.menu = popup(group, [self._say(str(s.action)) for s in group])
        return True

    def _refuse(self, index: int) -> None:
        assert self.view is not None
        hero = self.view["heroes"][index]
        verb = "take" if hero["seat"] < 0 else "steal"
        refusal = self.ctx.why_not(Action(verb, (hero["class"],)))
        self.ctx.warn(refusal_text(refusal) if refusal else t("gauntlet-of-fools.warn.not_now"))

    def _key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE and (self.menu or self.drag.held):
            self.menu = []
            self.drag.cancel()
            return True
        return False

    def _submit(self, action: Action) -> None:
        self.open_input(None)
        self.zoom.hold()
        self.ctx.submit(action)

    # --- hovering ---------------------------------------------------------------------------------
    def _tile_at(self, pos: tuple[int, int]) -> int | None:
        if self.view is None:
            return None
        count = len(self.view["heroes"])
        for index in range(count):
            if tile_rect(index, count).collidepoint(pos):
                return index
        return None

    def _card_under(self, pos: tuple[int, int]) -> str | None:
        return card_under(self, pos)

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.zoom.update(dt)

    def zoom_request(self) -> tuple[str, tuple[int, int]] | None:
        return self.zoom.request(busy=self.drag.dragging)

    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        show_zoom(self.faces, surface, card, pointer, self.ctx.fonts.scale)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, clock: float) -> None:
        view = self.view
        if view is None:
            surface.fill(theme.FELT)
            return
        tags = frozenset(self.lit_tags())
        dragging = self.drag.item if self.drag.dragging else None
        # The picture changes only with the view, what is lit and what is held: it is painted once
        # into a layer and blitted whole, so a frame costs one blit plus what moves.
        key = (id(view), tags, self.hidden, dragging, self.perspective, self.ctx.fonts)
        if key != self._layer_key:
            self._layer_key = key
            if self._layer is None:
                self._layer = fast_layer(surface.get_size())
            before = set(self.faces.drawn)
            self._paint(self._layer, view, tags, dragging)
            self._layer_faces = self.faces.drawn - before
        surface.blit(self._layer, (0, 0))
        self.faces.drawn |= self._layer_faces  # what the layer shows is drawn in this frame too
        self._draw_thinking(surface, view, clock)
        if dragging is not None:
            dragged_tile(surface, self.faces, view["heroes"][dragging], self.drag.shown)
        draw_menu(self, surface)

    def _paint(self, surface: pygame.Surface, view: View, tags: frozenset[str], dragging: int | None) -> None:
        surface.fill(theme.FELT)
        roles = [self.ctx.role(s) for s in range(view["players"])]
        if view["phase"] == "boasting":
            draw_draft(surface, self.ctx.fonts, self.faces, view, self.ctx.names, roles, self.me,
                       lambda tag: tag in tags, dragging)
            return
        draw_centre(surface, self.ctx.fonts, self.faces, self.dice, view, self.hidden, lambda tag: tag in tags,
                    self._words)
        acting = (view.get("fight") or {}).get("hero")
        for hero in view["heroes"]:
            index = hero["hero"]
            if index not in self.slot_of:
                continue
            rect = board_rect(self.slot_of[index])
            seat = hero["seat"]
            mine = frozenset(tag.split("/", 1)[1] for tag in tags if tag.startswith(f"{index}/"))
            key = (repr(hero), self.ctx.names[seat], roles[seat], mine, acting == index, seat == self.perspective,
                   id(self.faces))
            board = self._boards.get(key)
            if board is None:
                if len(self._boards) > 64:
                    self._boards.clear()
                board = self._boards[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
                draw_board(board, self.ctx.fonts, board.get_rect(), hero, self.ctx.names[seat], roles[seat],
                           mine.__contains__, acting == index, seat == self.perspective)
            surface.blit(board, rect)
            if f"board:{index}" in tags:
                lit_place(surface, rect, 1.0, 10)

    def _draw_thinking(self, surface: pygame.Surface, view: View, clock: float) -> None:
        seat = self.thinking_seat
        if seat is None:
            return
        if view["phase"] == "boasting":
            rect = seat_rect(seat, view["players"])
            spinner(surface, (rect.right - 20, rect.y + 20), clock)
            return
        for hero in view["heroes"]:
            if hero["seat"] == seat and hero["hero"] in self.slot_of:
                rect = board_rect(self.slot_of[hero["hero"]])
                spinner(surface, (rect.x + 196, rect.y + 18), clock)
