"""The Boss Monster table: drawn from ``view(seat)``. A room is built by dragging it from the hand to a
lit place (or clicking it, then the place); a spell is cast by dragging it to its target, or anywhere
on the table when it has none; a lit room, hero or dungeon answers by a click; everything else goes
through the decision bar. Every action sent is taken from the legal list the table was handed."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.state import View
from game.games.boss_monster.cards import book
from game.games.boss_monster.translations import name as card_name
from game.i18n import Segment, t

from ...widgets.anim import Beat
from ...widgets.card import CardFaces
from ...widgets.drag import Drag
from ...widgets.hand import Hand
from ...widgets.log_panel import Entry
from ...widgets.score_sheet import Sheet
from ..base import Gesture, Table, TableContext
import game.ui.tables.boss_monster.choreo as choreo
import game.ui.tables.boss_monster.layout as layout
import game.ui.tables.boss_monster.overlay as overlay
import game.ui.tables.boss_monster.reading as reading
import game.ui.tables.boss_monster.targets as targets
import game.ui.tables.boss_monster.words as words
from .board import BoardLayer
from .faces import BossMonsterPainter
from .layout import Row
from .preview import Move, lure
from .reading import Strip
from .targets import Drop, Lit

BOOK = book()
# A spell without a target is cast by letting go anywhere above the hand (back on the hand keeps it).
PLAY_AREA = pygame.Rect(296, 56, layout.PLAY_RIGHT - 296, 584)


# The windows (rulebook, "Priorità"): every seat holding a spell or a usable room is asked in turn,
# and ``pass`` lets the moment go by.
WINDOWS = frozenset({"respond", "respond-first", "cancel"})
PASS = Action("pass")


def prompt_kind(prompt: dict[str, Any] | None) -> str:
    """The decision's kind, read from its key (the prompt's data may carry a field named ``kind`` too)."""
    if not prompt:
        return ""
    key = str(prompt.get("key", ""))
    return key.rsplit(".", 1)[-1] if key else str(prompt.get("kind", ""))


class BossMonsterTable(Table):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._faces = CardFaces(BossMonsterPainter(ctx.fonts.fixed))
        self.hand = Hand(layout.HAND_CENTER, "hand", spread=0.66, arc=3.0)
        self.drag = Drag(lambda: ctx.sound("pick"))
        self.layer = BoardLayer()
        self.rows: list[Row] = []
        self.lit = Lit()
        self.pointer: tuple[int, int] = (0, 0)
        self.over: Drop | None = None  # the place the dragged or selected card points at
        self.follow: tuple[str, Action] | None = None  # a spell's target, sent once the engine asks
        self.browsing = False  # the discard pile opened for reading
        self.browse_row = 0  # the first row of it on show
        self.strip: Strip | None = None  # souls, wounds or rooms beneath, opened by pointing
        self.hinted: Action | None = None  # the hard AI's move in this seat's place (H)
        self._all = sorted(BOOK.rooms) + sorted(BOOK.spells) + sorted(BOOK.heroes) + sorted(BOOK.bosses)

    # --- what the scene asks -----------------------------------------------------------------
    @property
    def faces(self) -> CardFaces:
        return self._faces

    @property
    def kind(self) -> str:
        return prompt_kind(self.view.get("prompt") if self.view else None)

    @property
    def bespoke(self) -> frozenset[str]:  # type: ignore[override]
        """A decision is answered on the table alone when every legal option has a gesture there."""
        if self.legal and set(self.legal) <= self.lit.covered():
            return frozenset({self.kind})
        return frozenset()

    def show(self, view: View, perspective: int | None, hidden: frozenset[Any] = frozenset()) -> None:
        changed = view is not self.view or perspective != self.perspective
        super().show(view, perspective, hidden)
        if changed:
            self.over = None  # a place worked out on another view may not exist in this one
            self.rows = layout.rows(view["players"], self.me, view.get("order") or list(range(view["players"])))
            seat = view["seats"][self.me]
            hand, counts = seat.get("hand"), seat.get("hand_counts") or {"rooms": 0, "spells": 0}
            # While the table shows only what everyone may see, the hand lies face down where it was.
            cards: list[str | None] = list(hand["rooms"]) + list(hand["spells"]) if hand else \
                [None] * (counts["rooms"] + counts["spells"])
            self.hand.set_cards(cards)
            # Spread the fan as wide as the space allows, so names stay readable in a big hand.
            self.hand.spread = min(0.92, 720 / max(1, len(cards)) / 110)
            if self.legal is not None:  # input may have opened on the view shown a frame before
                self.lit = targets.lit(view, self.rows, self.me, self.legal, self.kind, PLAY_AREA)
                self._follow(current=True)

    def open_input(self, legal: list[Action] | None) -> None:
        super().open_input(legal)
        self.over, self.hinted = None, None
        if legal is None or self.view is None:
            self.lit = Lit()
            self.drag.cancel()
            self.hand.hidden.clear()
            self.hand.selected = None
            return
        self.lit = targets.lit(self.view, self.rows, self.me, legal, self.kind, PLAY_AREA)
        self._follow(current=False)

    def _follow(self, current: bool) -> None:
        """Sends the target a spell was dropped on once the engine asks for it. Input may open on the
        view shown a frame before; only the engine's current view may say the question never came."""
        if self.follow is None or self.legal is None:
            return
        spell, target = self.follow
        if self.kind != "spell-target":
            if current:
                self.follow = None
            return
        self.follow = None
        prompt = self.view.get("prompt") or {} if self.view else {}
        asked = prompt.get("spell", (prompt.get("args") or {}).get("card"))
        if asked in (spell, None) and target in self.legal:
            self._submit(target)

    def prompt(self) -> str:
        if self.legal is None or self.view is None:
            return ""
        card = self._selected_card()
        if card is not None:
            return t("boss-monster.status.place", card=card_name(card))
        return words.prompt_text(self.view, self.ctx.names)

    def card_name(self, card_id: str) -> str:
        return card_name(card_id)

    def window(self, view: View) -> tuple[str, Action] | None:
        if prompt_kind(view.get("prompt")) not in WINDOWS:
            return None
        return words.window_question(view, self.ctx.names), PASS

    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        return choreo.choreograph(self, before, events, after)

    def describe(self, event: dict[str, Any]) -> Entry | None:
        return words.describe(event, self.ctx.names)

    def result_lines(self, view: View) -> list[list[Segment]]:
        return words.result_lines(view, self.ctx.names)

    def score_sheet(self, view: View, events: list[dict[str, Any]]) -> Sheet:
        return words.ending_sheet(events, self.ctx.names)

    def show_hint(self, action: Action) -> bool:
        """Lights the hinted move on the table; False when the table has no gesture for it."""
        self.hinted = action if action in self.lit.covered() else None
        return self.hinted is not None

    def clear_pointer(self) -> None:
        """Nothing one person hovered, held, selected or opened survives a hand-off."""
        self.drag.cancel()
        self.hand.hidden.clear()
        self.hand.hover = self.hand.selected = None
        self.over, self.hinted = None, None
        self.browsing, self.strip = False, None
        super().clear_pointer()

    def gestures(self) -> list[Gesture]:
        out: list[Gesture] = []
        if self.legal is None or self.follow is not None:
            return out
        for index, card in enumerate(self.hand.cards):
            start = self.hand_point(index)
            for drop in self.lit.drops.get(card or "", []):
                out.append(Gesture(start, drop.rect.center, drop.action))
            if card in self.lit.hand_clicks:
                out.append(Gesture(start, start, self.lit.hand_clicks[card]))
        out.extend(Gesture(rect.center, rect.center, action) for rect, action in self.lit.clicks)
        return out

    def picked(self) -> tuple[int, int] | None:
        selected = self.hand.selected
        return self.hand_point(selected) if selected is not None and selected < len(self.hand.cards) else None

    def focus_rect(self, point: tuple[int, int]) -> pygame.Rect:
        """The card in hand, the place or the lit thing whose gestures start or end at ``point``."""
        for index in range(len(self.hand.cards)):
            if self.hand_point(index) == point:
                return self.hand.rect(index)
        places = [drop.rect for drops in self.lit.drops.values() for drop in drops] + [r for r, _ in self.lit.clicks]
        return next((rect for rect in places if rect.center == point), None) or super().focus_rect(point)

    def part_rect(self, name: str) -> pygame.Rect | None:
        """``town``, and the viewer's ``dungeon``, ``boss``, ``souls`` and ``wounds``."""
        if name == "town":
            return layout.TOWN
        row = next((r for r in self.rows if r.seat == self.me), None)
        parts = {"dungeon": row.rect, "boss": row.boss_rect, "souls": row.souls_rect,
                 "wounds": row.wounds_rect} if row is not None else {}
        return parts.get(name)

    def keep_clear(self) -> list[pygame.Rect]:
        """The hand: the rooms and spells a message speaks of are read there."""
        return [self.hand.rect(i) for i in range(len(self.hand.cards))]

    def hand_point(self, index: int) -> tuple[int, int]:
        """A point of the index-th card in hand that the card to its right does not cover."""
        rect = self.hand.rect(index)
        shown = rect.width if index == len(self.hand.cards) - 1 else min(rect.width, self.hand.spread * rect.width)
        return round(rect.left + shown / 2), rect.centery

    # --- what the board asks ----------------------------------------------------------------------
    def hand_origin(self, seat: int | None) -> tuple[float, float]:
        """Where a card leaves a seat's hand: the fan for the viewer, the plate for anyone else."""
        if seat == self.me or not isinstance(seat, int):
            return layout.HAND_CENTER
        rect = targets.plate_rect(self.rows, seat)
        return rect.center if rect is not None else layout.HAND_CENTER

    def preview_move(self) -> Move | None:
        return self.over.move if self.over is not None else None

    def lure_now(self) -> dict[str, int | None]:
        assert self.view is not None
        return lure(self.view, self.perspective, self.preview_move())

    # --- input ------------------------------------------------------------------------------------
    def _selected_card(self) -> str | None:
        index = self.drag.item if self.drag.dragging else self.hand.selected
        if index is None or index >= len(self.hand.cards):
            return None
        return self.hand.cards[index]

    def _drops(self, card: str | None = None) -> list[Drop]:
        card = card or self._selected_card()
        return self.lit.drops.get(card, []) if card else []

    def _drop_at(self, pos: tuple[int, int], card: str | None = None) -> Drop | None:
        drops = self._drops(card)
        # The most precise place under the pointer: a room or hero before the whole table.
        for drop in sorted(drops, key=lambda d: d.rect.width * d.rect.height):
            if drop.rect.collidepoint(pos):
                return drop
        return None

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.drag.motion(pos)
        if self.drag.dragging:
            self.hand.hidden = {self.drag.item}
            self.hand.hover = None
            self.over = self._drop_at(pos)
        else:
            self.hand.hover = self.hand.card_at(pos)
            if self.hand.selected is not None:
                self.over = self._drop_at(pos)
        self.strip = reading.strip_at(self, pos)
        self.zoom.point(overlay.card_under(self, pos), pos)

    def _wheel(self, amount: int) -> bool:
        if not self.browsing:
            return False
        reading.scroll(self, -amount)
        return True

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.zoom.pin(overlay.card_under(self, pos), pos)
            return self.zoom.card is not None
        if button != 1:
            return False
        if self.browsing:
            return reading.browse_click(self, pos)
        index = self.hand.card_at(pos)
        if index is not None:
            if self.legal is None:
                self.ctx.warn(t("table.not_your_turn"))
                return True
            self.drag.press(index, pos, self.hand.rect(index).center)
            return True
        if self.hand.selected is not None:
            drop = self._drop_at(pos)
            if drop is not None:
                self._send(drop, self._selected_card())
            else:
                self._refuse_place(self._selected_card(), pos)
                self._select(None)
            return True
        for rect, action in self.lit.clicks:
            if rect.collidepoint(pos):
                self._submit(action)
                return True
        if layout.DISCARD_RECT.collidepoint(pos):
            self.browsing = True
            reading.scroll(self, 10 ** 6)  # the newest cards on show; the wheel goes back to the oldest
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        release = self.drag.release(pos)
        if release is None:
            return False
        self.hand.hidden.clear()
        card = self.hand.cards[release.item] if release.item < len(self.hand.cards) else None
        if not release.dragged:
            if card in self.lit.hand_clicks:
                self._submit(self.lit.hand_clicks[card])
            else:
                self._select(None if self.hand.selected == release.item else release.item)
            return True
        drop = self._drop_at(pos, card) if card else None
        if drop is not None:
            self._send(drop, card)
            return True
        self.hand.place(release.item, self.drag.shown)  # it flies home from where it was let go
        self._refuse_place(card, pos)
        self.over = None
        return True

    def _refuse_place(self, card: str | None, pos: tuple[int, int]) -> None:
        if card is None:
            return
        reason = None
        if card in BOOK.rooms:
            reason = self.ctx.why_not(Action("build", (card, self._place_under(pos))))
        elif card in BOOK.spells:
            reason = self.ctx.why_not(Action("cast", (card,)))
        if reason is not None:
            self.ctx.warn(words.refusal_text(reason))
        else:
            self.ctx.warn(t("boss-monster.status.drop_lit"))

    def _place_under(self, pos: tuple[int, int]) -> Any:
        """The place of the viewer's dungeon under the pointer, as a build action names it."""
        assert self.view is not None
        row = targets.row_of(self.rows, self.me)
        dungeon = targets.dungeon_of(self.view, self.me)
        if row is not None:
            for place in dungeon:
                if row.room_rect(place["position"], len(dungeon)).collidepoint(pos):
                    return place["position"]
        return "new"

    def _key(self, key: int) -> bool:
        """Esc closes the discard pile or drops a half-made move; Tab and Enter are the scene's focus."""
        if key == pygame.K_ESCAPE and (self.browsing or self.drag.held or self.hand.selected is not None):
            self.browsing = False
            self.drag.cancel()
            self.hand.hidden.clear()
            self._select(None)
            return True
        return False

    def _select(self, index: int | None) -> None:
        self.hand.selected = index
        self.over = None

    def _send(self, drop: Drop, card: str | None) -> None:
        if drop.then is not None and card is not None:
            self.follow = (card, drop.then)
        self._submit(drop.action)

    def _submit(self, action: Action) -> None:
        follow = self.follow
        self.open_input(None)
        self.follow = follow
        self.zoom.hold()
        self.ctx.submit(action)

    # --- every frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._faces.warm(self._all, ("table", "hand", "mini"))
        self.hand.update(dt)
        self.drag.update(dt)
        self.zoom.update(dt)

    def zoom_request(self) -> tuple[str, tuple[int, int]] | None:
        return self.zoom.request(busy=self.drag.dragging)

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        surface.blit(self.layer.get(self), (0, 0))
        overlay.draw(self, surface, clock)

    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        overlay.zoom(self, surface, card, pointer)
