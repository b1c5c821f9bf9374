"""Menu controls: buttons, value selectors and text fields, with keyboard focus.

Labels are functions, not strings, so a change of language shows at once. Input comes only from
the events' own fields (``event.pos``, ``event.button``), which headless tests can synthesise.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from .. import theme
from ..text import Fonts
from .focus import draw_ring

Label = Callable[[], str]
BLINK = 0.5  # seconds a text field's caret is shown, then as long hidden
BLINK_FOR = 10.0  # seconds it blinks after the last keystroke; then it stays, and the window may rest


class Control:
    focusable = True

    def __init__(self, rect: pygame.Rect, name: str = "") -> None:
        self.rect = rect
        self.name = name  # a stable handle for tests and shortcuts
        self.hover = False
        self.focused = False
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the control used the event; hovering is tracked here for every control."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        return self.use(event)

    def use(self, event: pygame.event.Event) -> bool:
        """A press, a release or typed text over a visible control."""
        return False

    def pressed_here(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)

    def activate(self) -> None:
        """Enter on a focused control."""

    def nudge(self, step: int) -> bool:
        """Left/Right on a focused control; True if it used them."""
        return False

    def draw(self, target: pygame.Surface, fonts: Fonts) -> None: ...


class Button(Control):
    def __init__(self, rect: pygame.Rect, label: Label, on_click: Callable[[], None], primary: bool = False,
                 enabled: Callable[[], bool] | None = None, hint: Label | None = None, name: str = "") -> None:
        super().__init__(rect, name)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self._enabled = enabled
        self.hint = hint
        self._pressed = False

    @property
    def enabled(self) -> bool:
        return self._enabled() if self._enabled else True

    def use(self, event: pygame.event.Event) -> bool:
        if self.pressed_here(event):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> None:
        if self.enabled and self.visible:
            self.on_click()

    def draw(self, target: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        lit = (self.hover or self.focused) and self.enabled
        if self.primary:
            fill = theme.GOLD if lit else theme.mix(theme.GOLD, theme.WOOD, 0.25)
            ink = theme.INK
        else:
            fill = theme.mix(theme.FELT, theme.PAPER, 0.16 if lit else 0.06)
            ink = theme.TEXT
        if not self.enabled:
            fill, ink = theme.mix(theme.FELT_DARK, theme.FELT, 0.5), theme.TEXT_SOFT
        pygame.draw.rect(target, fill, self.rect, border_radius=10)
        edge = theme.GOLD if lit else theme.PANEL_EDGE
        pygame.draw.rect(target, edge, self.rect, width=2, border_radius=10)
        room = self.rect.width - 24
        if self.hint:
            # The two lines as one block, centred: each starts below the other's line height.
            label_h, gap = fonts.line_height(theme.BODY), 2
            top = self.rect.centery - (label_h + gap + fonts.line_height(theme.SMALL)) // 2
            fonts.draw(target, self.label(), (self.rect.x + 16, top), theme.BODY, ink, bold=True, width=room)
            fonts.draw(target, self.hint(), (self.rect.x + 16, top + label_h + gap), theme.SMALL,
                       theme.INK_SOFT if self.primary else theme.TEXT_SOFT, width=room)
        else:
            fonts.draw(target, self.label(), self.rect.center, theme.BODY, ink, bold=True, anchor="center", width=room)


class Selector(Control):
    """A value chosen from a short list with ‹ and ›; a click on either half steps that way."""

    def __init__(self, rect: pygame.Rect, values: list[Any], label_of: Callable[[Any], str], value: Any,
                 on_change: Callable[[Any], None], name: str = "") -> None:
        super().__init__(rect, name)
        self.values = values
        self.label_of = label_of
        self.value = value if value in values else values[0]
        self.on_change = on_change

    def nudge(self, step: int) -> bool:
        index = (self.values.index(self.value) + step) % len(self.values)
        self.value = self.values[index]
        self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.nudge(1)

    def use(self, event: pygame.event.Event) -> bool:
        if self.pressed_here(event):
            self.nudge(-1 if event.pos[0] < self.rect.x + 40 else 1)
            return True
        return False

    def draw(self, target: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        lit = self.hover or self.focused
        pygame.draw.rect(target, theme.mix(theme.FELT_DARK, theme.FELT, 0.6), self.rect, border_radius=8)
        pygame.draw.rect(target, theme.GOLD if lit else theme.PANEL_EDGE, self.rect, width=2, border_radius=8)
        y = self.rect.centery
        fonts.draw(target, "‹", (self.rect.x + 18, y), theme.HEADING, theme.GOLD if lit else theme.TEXT_SOFT,
                   anchor="center")
        fonts.draw(target, "›", (self.rect.right - 18, y), theme.HEADING, theme.GOLD if lit else theme.TEXT_SOFT,
                   anchor="center")
        fonts.draw(target, self.label_of(self.value), (self.rect.centerx, y), theme.BODY, theme.TEXT, anchor="center",
                   width=self.rect.width - 72)


class TextField(Control):
    def __init__(self, rect: pygame.Rect, text: str, on_change: Callable[[str], None], limit: int = 24,
                 name: str = "") -> None:
        super().__init__(rect, name)
        self.text = text
        self.on_change = on_change
        self.limit = limit
        self.blink = 0.0  # seconds since the last keystroke or since it took the focus

    @property
    def caret(self) -> bool:
        """Whether the caret is shown now (when focused)."""
        return self.blink >= BLINK_FOR or math.floor(self.blink / BLINK) % 2 == 0

    def caret_wake(self) -> float | None:
        """Seconds until the caret blinks, None once it has stopped blinking."""
        if self.blink >= BLINK_FOR:
            return None
        return min((math.floor(self.blink / BLINK) + 1) * BLINK, BLINK_FOR) - self.blink

    def use(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.pressed_here(event)
        if self.focused and event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if typed and len(self.text) < self.limit:
                self.text = (self.text + typed)[: self.limit]
                self.on_change(self.text)
            self.blink = 0.0
            return True
        if self.focused and event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            self.on_change(self.text)
            self.blink = 0.0
            return True
        return False

    def draw(self, target: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        pygame.draw.rect(target, theme.mix(theme.FELT_DARK, theme.INK, 0.3), self.rect, border_radius=8)
        pygame.draw.rect(target, theme.GOLD if self.focused else theme.PANEL_EDGE, self.rect, width=2, border_radius=8)
        text = fonts.fit(self.text, self.rect.width - 28, theme.BODY)
        rect = fonts.draw(target, text, (self.rect.x + 12, self.rect.centery), theme.BODY, theme.TEXT, anchor="midleft")
        if self.focused and self.caret:
            pygame.draw.line(target, theme.GOLD, (rect.right + 2, rect.top + 2), (rect.right + 2, rect.bottom - 2), 2)


class Form:
    """The controls of one screen: routes events, keeps keyboard focus, draws them in order. With
    ``redraw``, it asks for the part of the screen a control changed on its own (a hover that moved,
    a caret that blinked); the window redraws after any other input anyway."""

    def __init__(self, redraw: Callable[[pygame.Rect], None] | None = None) -> None:
        self.controls: list[Control] = []
        self.focus: int | None = None
        self._redraw = redraw

    def _changed(self, control: Control) -> None:
        if self._redraw is not None:
            self._redraw(control.rect.inflate(4, 4))

    def add(self, control: Control) -> Control:
        self.controls.append(control)
        return control

    def clear(self) -> None:
        self.controls.clear()
        self.focus = None

    def at(self, pos: tuple[int, int]) -> Control | None:
        """The visible control under ``pos``, if any."""
        return next((c for c in self.controls if c.visible and c.rect.collidepoint(pos)), None)

    def _focusable(self) -> list[int]:
        return [i for i, c in enumerate(self.controls) if c.focusable and c.visible]

    def move_focus(self, step: int) -> None:
        order = self._focusable()
        if not order:
            return
        if self.focus not in order:
            self.focus = order[0 if step > 0 else -1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        self._mark()

    def set_focus(self, control: Control | None) -> None:
        self.focus = self.controls.index(control) if control in self.controls else None
        self._mark()

    def _mark(self) -> None:
        for i, control in enumerate(self.controls):
            if isinstance(control, TextField) and i == self.focus and not control.focused:
                control.blink = 0.0
            control.focused = i == self.focus

    def _typing(self) -> TextField | None:
        current = self.focused()
        return current if isinstance(current, TextField) and current.visible else None

    def update(self, dt: float) -> None:
        """Keeps time for the focused text field's caret."""
        field = self._typing()
        if field is not None:
            shown = field.caret
            field.blink += dt
            if field.caret != shown:
                self._changed(field)

    def next_wake(self) -> float | None:
        field = self._typing()
        return field.caret_wake() if field is not None else None

    def focused(self) -> Control | None:
        return self.controls[self.focus] if self.focus is not None and self.focus < len(self.controls) else None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            current = self.focused()
            if isinstance(current, TextField) and current.handle(event):
                return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN):
                self.move_focus(-1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_UP:
                self.move_focus(-1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and current is not None:
                return current.nudge(-1 if event.key == pygame.K_LEFT else 1)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and current is not None:
                if not isinstance(current, TextField):
                    current.activate()
                    return True
            return False
        if event.type == pygame.TEXTINPUT:
            current = self.focused()
            return current.handle(event) if current is not None else False
        if event.type == pygame.MOUSEMOTION:
            for control in self.controls:
                hover = control.hover
                control.handle(event)
                if control.hover != hover:
                    self._changed(control)
            return False
        for control in list(self.controls):
            if control.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and control.focusable:
                    self.set_focus(control)
                return True
        return False

    def named(self, name: str) -> Control:
        for control in self.controls:
            if control.name == name:
                return control
        raise KeyError(name)

    def draw(self, target: pygame.Surface, fonts: Fonts) -> None:
        for control in self.controls:
            control.draw(target, fonts)
        current = self.focused()
        if current is not None and current.visible:
            draw_ring(target, current.rect)  # the same ring as on the tables: where Enter acts
