"""The Monster Day table: drawn from ``view(seat)``; a card goes to a space by drag, by clicks, or
by keys (Tab picks the next card, ←/→ a lit space, Enter plays, Esc puts it back). Every action it
sends is taken from the legal list it was handed, so it cannot send an illegal one."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.state import View
from game.games.monster_day.cards import MONSTERS, deck, points_by_monster
from game.games.monster_day.narrate import card_name, describe, refusal_text, result_lines

from ... import theme
from game.i18n import Segment, t
from ...widgets.anim import Beat
from ...widgets.card import CardFaces
from ...widgets.dice import Dice
from ...widgets.drag import Drag
from ...widgets.hand import Hand
from ...widgets.log_panel import Entry
from ...widgets.paint import glow
from ...widgets.pieces import DropZone, Pile, Token, zone_at
from ...widgets.score_sheet import Line, Sheet
from ...widgets.tween import Point
from ...widgets.zoom import show_zoom
from ..base import Gesture, Table, TableContext
import game.ui.tables.monster_day.board as board
import game.ui.tables.monster_day.choreo as choreo
import game.ui.tables.monster_day.layout as layout
from .faces import DecktetPainter
from .monsters import painter
from .odds import draw_odds


class MonsterDayTable(Table):
    bespoke = frozenset({"play"})

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._faces = CardFaces(DecktetPainter(ctx.fonts.fixed))
        self.monsters: list[str] = []  # the monsters' names in the view's order
        self.tokens: list[Token] = []  # made with the first view
        self.dice = Dice(56)
        self.small_dice = Dice(32)
        self.deck = Pile(layout.DECK)
        self.my_hand = Hand(layout.MY_HAND, "hand", spread=0.9, arc=5.0)
        self.their_hand = Hand(layout.THEIR_HAND, "table", spread=0.5, arc=4.0, facing_down=True)
        self._all_cards = sorted(card for card in deck() if not card.startswith("ace-"))
        self.drag = Drag(lambda: ctx.sound("pick"))
        self.layer = board.BoardLayer()
        self.zones: list[DropZone] = []
        self.targets: dict[str, dict[int, Action]] = {}
        self.focus_space: int | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.last_drop: tuple[str, Point] | None = None
        self._pointer_known = False  # False after a hand-off, until the next person moves the pointer

    # --- what the scene asks -----------------------------------------------------------------
    @property
    def faces(self) -> CardFaces:
        return self._faces

    @property
    def flip(self) -> bool:
        return self.perspective == 1

    def seat_role(self, seat: int) -> str:
        return self.ctx.role(seat)

    def show(self, view: View, perspective: int | None, hidden: frozenset[Any] = frozenset()) -> None:
        flipped = (perspective == 1) != self.flip or not self.zones
        super().show(view, perspective, hidden)
        me = self.me
        mine = view["hands"][me]
        cards = list(mine) if mine is not None else [None] * view["hand_sizes"][me]
        if self.pending is not None and str(self.pending.args[0]) in cards:
            cards.remove(str(self.pending.args[0]))  # already on its way to the space, until taken back
        self.my_hand.set_cards(cards)
        theirs = view["hands"][1 - me]  # shown only in a finished game's replay with every card face up
        self.their_hand.set_cards(list(theirs) if theirs is not None else [None] * view["hand_sizes"][1 - me])
        if not self.tokens:
            self.monsters = [entry["monster"] for entry in view["totals"]]
            self.tokens = [Token(painter(m, i + 1), layout.TOKEN) for i, m in enumerate(self.monsters)]
        if flipped:
            self.zones = [DropZone(space, layout.zone_rect(space, self.flip)) for space in range(6)]

    def open_input(self, legal: list[Action] | None) -> None:
        super().open_input(legal)
        self.targets = {}
        if legal and self.view is not None:
            for action in legal:
                card, suit = str(action.args[0]), str(action.args[1])
                self.targets.setdefault(card, {})[self.view["aces"].index(suit)] = action
        if legal is None:
            self.drag.cancel()
            self.my_hand.hidden.clear()
            self.my_hand.selected = None
            self.focus_space = None
        self._light()

    def prompt(self) -> str:
        if self.legal is None:
            return ""
        card = self.selected_card()
        if card is not None and self.drag.dragging:
            return t("monster-day.prompt.drop", card=card_name(card))
        if card is not None:
            return t("monster-day.prompt.place", card=card_name(card))
        return t("monster-day.prompt.play", name=self.ctx.names[self.me])

    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        return choreo.choreograph(self, before, events, after)

    def describe(self, event: dict[str, Any]) -> Entry | None:
        return describe(event, self.ctx.names)

    def result_lines(self, view: View) -> list[list[Segment]]:
        return result_lines(view, self.ctx.names)

    def score_sheet(self, view: View, events: list[dict[str, Any]]) -> Sheet:
        """Points by monster and village: each monster scores for the village it ended in."""
        lines = tuple(Line(t(f"monster-day.monster.{name}"), tuple((points,) for points in row))
                      for name, row in zip(MONSTERS, points_by_monster(view["monsters"])))
        return Sheet(tuple(t("monster-day.village_of", name=name) for name in self.ctx.names), lines, t("over.total"))

    def monster_index(self, name: str) -> int:
        return self.monsters.index(name)

    # --- places, for input and for tests -------------------------------------------------------
    def gestures(self) -> list[Gesture]:
        """Each hand card dragged onto each Ace it may go beside."""
        return [Gesture(self.card_rect(i).center, self.space_rect(space).center, action)
                for i, card in enumerate(self.my_hand.cards)
                for space, action in self.targets.get(card, {}).items()]

    def picked(self) -> tuple[int, int] | None:
        selected = self.my_hand.selected
        return self.card_rect(selected).center if selected is not None and selected < len(self.my_hand.cards) else None

    def focus_rect(self, point: tuple[int, int]) -> pygame.Rect:
        """The card in hand or the space beside an Ace whose gestures start or end at ``point``."""
        rects = [self.card_rect(i) for i in range(len(self.my_hand.cards))] + [self.space_rect(s) for s in range(6)]
        return next((rect for rect in rects if rect.center == point), None) or super().focus_rect(point)

    def card_rect(self, index: int) -> pygame.Rect:
        return self.my_hand.rect(index)

    def space_rect(self, space: int) -> pygame.Rect:
        return layout.zone_rect(space, self.flip)

    def move_rects(self, action: Action) -> list[pygame.Rect]:
        card, suit = str(action.args[0]), str(action.args[1])
        if self.view is None or card not in self.my_hand.cards or suit not in self.view["aces"]:
            return []
        return [self.card_rect(self.my_hand.cards.index(card)), self.space_rect(self.view["aces"].index(suit))]

    def part_rect(self, name: str) -> pygame.Rect | None:
        """``lanes``, ``lane:<monster>``, ``dice``, ``village`` (the viewer's three spaces), ``their-village``."""
        if name == "lanes":
            return layout.lane_rect(0).union(layout.lane_rect(len(self.monsters) - 1))
        if name.startswith("lane:") and name[5:] in self.monsters:
            return layout.lane_rect(self.monster_index(name[5:]))
        if name == "dice":
            (x0, y), (x1, _) = layout.DICE
            return pygame.Rect(x0 - 36, y - 36, x1 - x0 + 72, 72)
        if name in ("village", "their-village"):
            mine = range(3) if self.me == 0 else range(3, 6)
            spaces = [s for s in range(6) if (s in mine) == (name == "village")]
            return self.space_rect(spaces[0]).unionall([self.space_rect(s) for s in spaces[1:]])
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        return [layout.MY_PLATE, layout.THEIR_PLATE]

    def spaces_in_order(self) -> list[int]:
        """The spaces left to right as shown."""
        return sorted(range(6), key=lambda s: layout.column_of_space(s, self.flip))

    # --- input --------------------------------------------------------------------------------
    def selected_card(self) -> str | None:
        index = self.drag.item if self.drag.dragging else self.my_hand.selected
        if index is None or index >= len(self.my_hand.cards):
            return None
        return self.my_hand.cards[index]

    def _light(self) -> None:
        card = self.selected_card()
        lit = self.targets.get(card, {}) if card else {}
        for zone in self.zones:
            zone.lit = zone.key in lit
            zone.dimmed = card is not None and not zone.lit
            zone.focused = zone.lit and zone.key == self.focus_space

    def _own_cards_visible(self) -> bool:
        return self.perspective is not None and self.view is not None and self.view["hands"][self.me] is not None

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.drag.motion(pos)
        if self.drag.dragging:
            self.my_hand.hidden = {self.drag.item}
            self.my_hand.hover = None
            zone = zone_at(self.zones, pos)
            self.focus_space = zone.key if zone is not None and zone.lit else None
            self._light()
        else:
            self.my_hand.hover = self.my_hand.card_at(pos) if self._own_cards_visible() else None
        self._pointer_known = True
        self.zoom.point(self._card_under(pos), pos)

    def _card_under(self, pos: tuple[int, int]) -> str | None:
        if self.view is None:
            return None
        index = self.my_hand.card_at(pos)
        if index is not None:
            return self.my_hand.cards[index]
        for space, ace in enumerate(self.view["ace_cards"]):
            x, _ = layout.space_center(space, self.flip)
            stack = self.view["spaces"][space]
            if stack and pygame.Rect(x - 45, layout.STACK_Y - 63, 90, 126).collidepoint(pos):
                return stack[-1]
            if pygame.Rect(x - 45, layout.ACE_Y - 63, 90, 126).collidepoint(pos):
                return ace
        return None

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            card = self._card_under(pos)
            self.zoom.pin(card, pos)
            return card is not None
        if button != 1:
            return False
        index = self.my_hand.card_at(pos) if self._own_cards_visible() else None
        if index is not None:
            if self.legal is None:
                self.ctx.warn(t("table.not_your_turn"))
                return True
            self.drag.press(index, pos, self.my_hand.rect(index).center)
            return True
        if self.my_hand.selected is not None:
            zone = zone_at(self.zones, pos)
            if zone is not None:
                self._choose(zone.key)
            else:
                self._deselect()
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        release = self.drag.release(pos)
        if release is None:
            return False
        self.my_hand.hidden.clear()
        if not release.dragged:
            self._select(None if self.my_hand.selected == release.item else release.item)
            return True
        card = self.my_hand.cards[release.item]
        zone = zone_at(self.zones, pos)
        action = self.targets.get(card, {}).get(zone.key) if zone is not None else None
        if action is not None:
            self.last_drop = (card, self.drag.shown)
            self._submit(action)
            return True
        self.my_hand.place(release.item, self.drag.shown)  # it flies home from where it was let go
        if zone is not None:
            self._refuse(card, zone.key)
        else:
            self.ctx.warn(t("monster-day.drop_on_space"))
        self._deselect()
        return True

    def _key(self, key: int) -> bool:
        """Esc puts a picked card back; Tab, the arrows and Enter are the scene's focus."""
        if key == pygame.K_ESCAPE and (self.drag.held or self.my_hand.selected is not None):
            self.drag.cancel()
            self.my_hand.hidden.clear()
            self._deselect()
            return True
        return False

    def _select(self, index: int | None) -> None:
        self.my_hand.selected = index
        card = self.selected_card()
        lit = [s for s in self.spaces_in_order() if s in self.targets.get(card or "", {})]
        self.focus_space = lit[0] if lit else None
        self._light()

    def _deselect(self) -> None:
        self._select(None)

    def _choose(self, space: int) -> None:
        card = self.selected_card()
        if card is None:
            return
        action = self.targets.get(card, {}).get(space)
        if action is None:
            self._refuse(card, space)
            return
        self.last_drop = None
        self._submit(action)

    def _refuse(self, card: str, space: int) -> None:
        assert self.view is not None
        refusal = self.ctx.why_not(Action("play", (card, self.view["aces"][space])))
        self.ctx.warn(refusal_text(refusal) if refusal else t("monster-day.drop_on_space"))

    def _submit(self, action: Action) -> None:
        self.open_input(None)
        self.zoom.hold()
        self.ctx.submit(action)

    # --- every frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._faces.warm(self._all_cards, ("table", "hand"))
        self.my_hand.update(dt)
        self.their_hand.update(dt)
        self.drag.update(dt)
        self.zoom.update(dt)
        if self._pointer_known:
            self.zoom.refresh(self._card_under(self.pointer))

    def zoom_request(self) -> tuple[str, tuple[int, int]] | None:
        return None if self.drag.dragging else self.zoom.request()

    def clear_pointer(self) -> None:
        super().clear_pointer()
        self._pointer_known = False
        self.drag.cancel()
        self.my_hand.hidden.clear()
        self.my_hand.hover = None
        self.my_hand.selected = None
        self.focus_space = None
        self.last_drop = None
        self._light()

    def show_hint(self, action: Action) -> bool:
        if self.view is None or action.verb != "play" or str(action.args[0]) not in self.my_hand.cards:
            return False
        self._select(self.my_hand.cards.index(str(action.args[0])))
        self.focus_space = self.view["aces"].index(str(action.args[1]))
        self._light()
        return True

    def show_pending(self, action: Action | None) -> None:
        super().show_pending(action)
        if action is not None and self.view is not None:
            space = self.view["aces"].index(str(action.args[1]))
            self.last_drop = (str(action.args[0]), layout.space_center(space, self.flip, layout.STACK_Y))
            self.show(self.view, self.perspective, self.hidden)

    def card_name(self, card_id: str) -> str:
        return card_name(card_id)

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        surface.blit(self.layer.get(self), (0, 0))
        for zone in self.zones:
            zone.draw(surface, clock)
        board.thinking_spinner(self, surface, clock)
        draw_odds(self, surface)
        if self.pending is not None and self.view is not None:
            space = self.view["aces"].index(str(self.pending.args[1]))
            glow(surface, self.space_rect(space), theme.GOLD, 0.8, 12)
            self.faces.draw(surface, str(self.pending.args[0]), "table",
                            layout.space_center(space, self.flip, layout.STACK_Y), lifted=True)
        self.their_hand.draw(surface, self.faces)
        self.my_hand.draw(surface, self.faces)
        if self.drag.dragging:
            card = self.selected_card()
            self.faces.draw(surface, card, "hand", self.drag.shown, scale=1.05, lifted=True)

    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        show_zoom(self.faces, surface, card, pointer, self.ctx.fonts.scale)
