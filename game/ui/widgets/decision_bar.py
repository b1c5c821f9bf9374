"""The decision bar: buttons for any pending decision of any game, read from the view's prompt alone.

A table answers its main moves on the table itself; everything else the engine may ask lands here, so
no decision kind ever leaves a player without a way to answer. Many options are grouped by verb (one
button per verb, then that verb's options); a verb's options that still do not fit one row and name
several cards are grouped again by card (one button per card, then where or how to play it, worded
short), and what is still too long for one row pages.

Two promises keep a click from landing where the player did not aim. The options that end or let go
(Pass, End the turn, Done) stand first in the bar, in every group and on every page, so they are never
paged away; the page arrows keep their places at the two ends. When the buttons change under a
resting pointer (the next decision, a page, a group), the button now under it takes no click until the
pointer has left it or a moment has passed, unless it still does what the button there did before: a
quick second click never takes an option the player has not seen, and a deliberate one always answers.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.engine.actions import Action
from game.i18n import t

from .. import theme
from ..text import Fonts
from . import bar_label
from .bar_label import MIN_W

RECT = pygame.Rect(8, 812, 1256, 44)  # above the status line, inside the play area
GAP = 6
# Verbs that end a decision, let it go by or go back from it: always on the first page, at the bar's left end.
PINNED = ("pass", "end-turn", "end", "done", "decline")
# A press this soon after what it lands on appeared is a double click's second half, not a choice.
SETTLE_MS = 450
# Words an option is shown in: (its i18n key, its arguments, the action's own text as a fallback).
Say = Callable[[str, dict[str, Any], str], str]


@dataclass(frozen=True)
class Choice:
    """A button: an option to submit, or a group of options (by verb) to open, or paging."""

    label: str
    action: Action | None = None
    group: str | None = None
    page: int | None = None
    card: str | None = None  # with ``group``: that verb's options for this card (a card id)


class DecisionBar:
    def __init__(self, fonts: Fonts, submit: Callable[[Action], None], say: Say, rect: pygame.Rect = RECT) -> None:
        self.fonts = fonts
        self.submit = submit
        self.say = say
        self.rect = rect
        self.options: list[dict[str, Any]] = []
        self.group: str | None = None
        self.card: str | None = None  # the card group open inside ``group``
        self.page = 0
        self.hover: int | None = None
        self.widest = bar_label.MAX_W  # a button's width with its label on one line, at most
        self.focus: int | None = None
        self.buttons: list[tuple[pygame.Rect, Choice]] = []
        self.pointer: tuple[int, int] | None = None
        self.guarded: int | None = None  # a button that appeared under the resting pointer
        self._guarded_at = 0  # when it did (pygame's ticks)
        self._under: Choice | None = None  # what the pointer rested on before the buttons changed

    @property
    def active(self) -> bool:
        return bool(self.options)

    def show(self, options: list[dict[str, Any]]) -> None:
        """The prompt's options (``{action, verb, key, args}`` each); an empty list hides the bar."""
        if options != self.options:
            self.options = list(options)
            self.group, self.card, self.page, self.focus = None, None, 0, None
            self._layout()

    def clear(self) -> None:
        self.show([])
        self.hover = None

    def refresh(self) -> None:
        """The language changed: the labels are worded again."""
        self._layout()

    # --- layout ---------------------------------------------------------------------------------
    def _label(self, option: dict[str, Any]) -> str:
        full = self.say(option["key"], option["args"], option["action"])
        if self.card is None:
            return full
        # Inside a card's group the card is named by the group: the option says only where or how.
        game, _, kind = option["key"].partition(".action.")
        return self.say(f"{game}.for-card.{kind}", option["args"], full) if kind else full

    def _width(self, label: str) -> int:
        return bar_label.width(self.fonts, label, self.widest)

    def _fits(self, labels: list[str], room: int) -> bool:
        return sum(self._width(label) + GAP for label in labels) <= room

    def _choices(self) -> list[Choice]:
        pinned = [Choice(self._label(o), Action.parse(o["action"])) for o in self.options if o["verb"] in PINNED]
        rest = [o for o in self.options if o["verb"] not in PINNED]
        shown = [o for o in rest if (self.group is None or o["verb"] == self.group)
                 and (self.card is None or o["args"].get("card") == self.card)]
        labels = [self._label(o) for o in shown]
        if len(set(labels)) < len(labels):  # a short wording that does not tell two options apart gives way
            labels = [label if labels.count(label) == 1 else self.say(o["key"], o["args"], o["action"])
                      for label, o in zip(labels, shown)]
        verbs = list(dict.fromkeys(o["verb"] for o in rest))
        fixed = pinned + ([self._back(len(verbs))] if self.group is not None else [])
        room = self.rect.width - sum(self._width(c.label) + GAP for c in fixed)
        cards = list(dict.fromkeys(o["args"].get("card") for o in shown))
        if self._fits(labels, room):
            choices = [Choice(label, Action.parse(o["action"])) for label, o in zip(labels, shown)]
        elif self.group is None and len(verbs) > 1:
            choices = [self._group_choice(v) for v in verbs]
        elif self.card is None and len(cards) > 1 and None not in cards and self._card_words(shown[0]):
            choices = [self._card_choice(shown, card) for card in cards]
        else:
            choices = [Choice(label, Action.parse(o["action"])) for label, o in zip(labels, shown)]
        if self._fits([c.label for c in choices], room):
            return fixed + choices
        pages = self._pages(choices, room - 2 * (MIN_W + GAP))
        self.page = max(0, min(self.page, len(pages) - 1))
        nav = [Choice("‹", page=self.page - 1)] if self.page > 0 else []
        nav_next = [Choice("›", page=self.page + 1)] if self.page < len(pages) - 1 else []
        return fixed + nav + pages[self.page] + nav_next

    def _back(self, verbs: int) -> Choice:
        """One level up: from a card's group to its verb's (or to the top when that is the only verb).
        Inside a card's group it names the card, the one word the short options leave out."""
        up = self.group if self.card is not None and verbs > 1 else ""
        if self.card is not None:
            first = next(o for o in self.options if o["args"].get("card") == self.card)
            return Choice("‹ " + self._card_words(first), group=up)
        return Choice("‹ " + t("bar.back"), group=up)

    def _card_choice(self, shown: list[dict[str, Any]], card: str) -> Choice:
        """A card's group, even of one option: the card's name alone is short, the option's words long."""
        mine = [o for o in shown if o["args"].get("card") == card]
        return Choice(self._card_words(mine[0]), group=mine[0]["verb"], card=card)

    def _card_words(self, option: dict[str, Any]) -> str:
        """A card's group in words (Boss Monster's build: the room's name), or nothing if the game has no words for it."""
        game = option["key"].split(".", 1)[0]
        words = self.say(f"{game}.card-group.{option['verb']}", {"card": option["args"].get("card")}, "\0")
        return "" if words == "\0" else words

    def _group_choice(self, verb: str) -> Choice:
        count = sum(1 for o in self.options if o["verb"] == verb)
        first = next(o for o in self.options if o["verb"] == verb)
        if count == 1:
            return Choice(self._label(first), Action.parse(first["action"]))
        game = first["key"].split(".", 1)[0]
        return Choice(f"{self.say(f'{game}.verb.{verb}', {}, verb)} ({count})", group=verb)

    def _pages(self, choices: list[Choice], room: int) -> list[list[Choice]]:
        pages: list[list[Choice]] = [[]]
        used = 0
        for choice in choices:
            width = self._width(choice.label) + GAP
            if pages[-1] and used + width > room:
                pages.append([])
                used = 0
            pages[-1].append(choice)
            used += width
        return pages

    def _layout(self) -> None:
        """Lays the buttons out left to right; the next-page arrow keeps the right end. Whatever now
        sits under a resting pointer and would do something else than before is guarded."""
        if self.buttons:
            self._under = self._choice_at(self.pointer)
        self.buttons = []
        self.guarded = None
        if not self.options:
            return
        self.widest = bar_label.MAX_W  # the row is chosen as the usual buttons fit it
        row = self._choices()
        if sum(bar_label.one_line(self.fonts, c.label) + GAP for c in row) <= self.rect.width + GAP:
            self.widest = self.rect.width  # the row holds every label whole on one line
        x = self.rect.x
        for choice in row:
            width = self._width(choice.label)
            left = self.rect.right - width if choice.label == "›" else x
            self.buttons.append((pygame.Rect(left, self.rect.y, width, self.rect.height), choice))
            x += width + GAP
        index = self._at(self.pointer) if self.pointer is not None else None
        if index is not None:
            choice = self.buttons[index][1]
            if choice.action is not None and (self._under is None or self._under.action != choice.action):
                self.guarded, self._guarded_at = index, pygame.time.get_ticks()

    def _choice_at(self, pos: tuple[int, int] | None) -> Choice | None:
        index = self._at(pos) if pos is not None else None
        return self.buttons[index][1] if index is not None else None

    def light(self, action: Action) -> bool:
        """Focuses the button that takes ``action``, opening its group and page (the hint key)."""
        if not any(o["action"] == str(action) for o in self.options):
            return False
        option = next(o for o in self.options if o["action"] == str(action))
        verb, card = option["verb"], option["args"].get("card")
        for group, within in ((None, None), (verb, None), (verb, card)):
            self.group, self.card, self.page = group, within, 0
            while True:
                self._layout()
                for index, (_, choice) in enumerate(self.buttons):
                    if choice.action == action:
                        self.focus = index
                        return True
                if not any(choice.page == self.page + 1 for _, choice in self.buttons):
                    break
                self.page += 1
        self._open(None)
        return False

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
            if self.guarded is not None and not self.buttons[self.guarded][0].collidepoint(event.pos):
                self.guarded = None  # the pointer left it: the button now answers
        if not self.active:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._at(event.pos)
            if index is None:
                return False
            if index != self.guarded or pygame.time.get_ticks() - self._guarded_at >= SETTLE_MS:
                self.guarded = None
                self.take(index)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.buttons):
            self.take(key - pygame.K_1)
            return True
        if key == pygame.K_TAB and self.buttons:
            self.focus = 0 if self.focus is None else (self.focus + 1) % len(self.buttons)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # Enter takes the focused button, or the bar's only answer when it offers just one.
            lone = len(self.buttons) == 1 and self.buttons[0][1].action is not None
            if self.focus is not None or lone:
                self.take(self.focus or 0)
                return True
        if key == pygame.K_ESCAPE and self.group is not None:
            self._open(None)
            return True
        return False

    def _at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None:
            return None
        for index, (rect, _) in enumerate(self.buttons):
            if rect.collidepoint(pos):
                return index
        return None

    def take(self, index: int) -> None:
        choice = self.buttons[index][1]
        if choice.action is not None:
            self.submit(choice.action)
        elif choice.page is not None:
            self.page = choice.page
            self._layout()
        elif choice.group is not None:
            self._open(choice.group or None, choice.card)

    def _open(self, group: str | None, card: str | None = None) -> None:
        self.group, self.card, self.page, self.focus = group, card, 0, None
        self._layout()

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface) -> None:
        cut: tuple[pygame.Rect, str] | None = None
        for index, (rect, choice) in enumerate(self.buttons):
            lit = index in (self.hover, self.focus) and index != self.guarded
            action = choice.action is not None
            fill = theme.GOLD if lit and action else theme.mix(theme.FELT_DARK, theme.PAPER, 0.14 if lit else 0.05)
            ink = theme.INK if lit and action else theme.TEXT
            pygame.draw.rect(target, fill, rect, border_radius=8)
            pygame.draw.rect(target, theme.GOLD if action else theme.PANEL_EDGE, rect, width=2, border_radius=8)
            bar_label.draw(self.fonts, target, rect, choice.label, ink)
            if index == self.hover and bar_label.is_cut(self.fonts, choice.label, rect):
                cut = rect, choice.label
        if cut is not None:
            bar_label.draw_whole(self.fonts, target, *cut, pygame.Rect(0, 0, self.rect.right, self.rect.top - 4))

    def full_label(self) -> str | None:
        """The whole label of the hovered button when the button shows it cut short."""
        if self.hover is None or self.hover >= len(self.buttons):
            return None
        rect, choice = self.buttons[self.hover]
        return choice.label if bar_label.is_cut(self.fonts, choice.label, rect) else None
