"""The network side of a table on screen: the lobby until every seat is taken (the game's name, the
join code and address at the host, each seat and who holds it, a waiting seat handed to the AI), a
strip for each player away (and, at the host, the AI to finish their game), news of who joined or
left on the status line, the host's refusals in words, and the end of a table the host closed. A part
of the table scene, kept apart so that each reads in one sitting."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai import LEVEL_NAMES
from game.i18n import t

from .. import theme
from ..netplay.table import NetTable
from ..scene import make, switch_scene
from ..tables import title
from ..widgets.controls import Button, Form, Selector
from ..widgets.paint import panel

if TYPE_CHECKING:
    from .table import TableScene

LOBBY = pygame.Rect(232, 96, 800, 640)
ROW_H = 52
STRIP = pygame.Rect(282, 12, 700, 52)


class NetPanel:
    def __init__(self, scene: "TableScene", net: NetTable) -> None:
        self.scene = scene
        self.net = net
        self.level = "normal"  # the AI level a seat is handed to
        self.form = Form()
        self._shape: tuple[Any, ...] | None = None
        self._ended = False
        self._shown = self._sitting()  # who sits where as the table was drawn

    @property
    def playing(self) -> bool:
        """Moves can be made: every seat is taken and this screen's connections are up."""
        return self.net.started and not self.net.reconnecting

    def deciding_elsewhere(self, seat: int) -> bool:
        """The player of ``seat`` is at their computer, deciding (not away, nor waited for in the lobby)."""
        return self.net.started and seat not in self.net.away

    def says(self, current: int | None) -> bool:
        """Puts on the status line what a network table waits for, if it waits; True if it said it."""
        scene, status = self.scene, self.scene.status
        if not self.net.started:
            status.say(t("net.lobby.starts"))
        elif self.net.reconnecting:
            status.thinking = True
            status.say(t("net.reconnecting"))
        elif current is not None and current not in scene.session.humans():
            away = current in self.net.away
            status.thinking = not away
            status.say(t("net.waiting_away" if away else "net.waiting", name=scene.session.name(current)))
        else:
            return False
        return True

    def looks(self) -> tuple[Any, ...]:
        """What the host's news may change of the picture with no input here."""
        net = self.net
        return self._sitting(), net.started, net.reconnecting, tuple(net.away), net.closed

    # --- each frame ----------------------------------------------------------------------------------
    def _sitting(self) -> tuple[tuple[str, str], ...]:
        return tuple((s["name"], s["status"]) for s in self.net.seats)

    def update(self) -> None:
        scene = self.scene
        sitting = self._sitting()
        if sitting != self._shown and not scene.anim.busy:
            # A player who joined is named, one away is said to be, on a table drawn afresh.
            self._shown = sitting
            scene._fresh_table()
        for news in self.net.news:
            scene.status.note(news, 4.0)
        self.net.news.clear()
        refusal = self.net.refusal()
        if refusal is not None:
            scene.status.warn(scene._words(refusal["key"], refusal["params"], t("net.refused.other")))
        self._build()
        self._end()

    def _end(self) -> None:
        """A table the host closed, or that could not be kept: said once, then back to the menu."""
        if self._ended:
            return
        closed, failure = self.net.closed, self.net.failure
        if closed == "host-quit" and not self.net.hosted_here:
            message = t("net.closed.saved" if self.net.saved else "net.closed.host_quit")
        elif closed == "replaced":
            message = t("net.closed.replaced")
        elif failure is not None and closed is None:
            message = failure
        else:
            return
        self._ended = True
        app = self.scene.app
        app.push(make("dialog", app, t("net.closed.title"), message, lambda: switch_scene(app, "menu")))

    def _build(self) -> None:
        """The controls for what the host can do now: hand a waiting or away seat to the AI."""
        seats = self.net.seats
        waiting = [s["seat"] for s in seats if s["status"] == "open"] if not self.net.started else self.net.away
        shape = (self.net.started, tuple(waiting))
        if shape == self._shape:
            return
        self._shape = shape
        self.form.clear()
        if not self.net.hosted_here:
            return
        for row, seat in enumerate(waiting):
            rect = self._lobby_row(seat) if not self.net.started else self._strip(row)
            button = pygame.Rect(rect.right - 232, rect.y + 6, 220, rect.height - 12)
            self.form.add(Button(button, lambda: t("net.hand_to_ai"),
                                 lambda seat=seat: self.net.hand_to_ai(seat, self.level), name=f"ai:{seat}"))
        if waiting:
            # The level the seat is handed at: below the lobby's seats, or in the first strip beside its button.
            first = self._strip(0)
            rect = pygame.Rect(LOBBY.right - 300, LOBBY.bottom - 64, 220, 44) if not self.net.started else \
                pygame.Rect(first.right - 452, first.y + 6, 212, first.height - 12)
            self.form.add(Selector(rect, list(LEVEL_NAMES), lambda lv: t(f"level.{lv}"), self.level,
                                   self._set_level, name="ai_level"))

    def _set_level(self, level: str) -> None:
        self.level = level

    def handle(self, event: pygame.event.Event) -> bool:
        """The lobby and the strips take their own clicks; before the game begins, nothing reaches the table."""
        if self.form.handle(event):
            return True
        blocking = not self.net.started and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        return blocking and LOBBY.collidepoint(event.pos)

    # --- drawing -------------------------------------------------------------------------------------
    def _lobby_row(self, seat: int) -> pygame.Rect:
        top = LOBBY.y + (260 if self.net.hosted_here else 132)
        return pygame.Rect(LOBBY.x + 32, top + seat * ROW_H, LOBBY.width - 64, ROW_H - 8)

    @staticmethod
    def _strip(row: int) -> pygame.Rect:
        return STRIP.move(0, row * (STRIP.height + 8))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.net.started:
            self._lobby(surface)
        else:
            self._strips(surface)
        self.form.draw(surface, self.scene.app.fonts)

    def _lobby(self, surface: pygame.Surface) -> None:
        fonts, net = self.scene.app.fonts, self.net
        panel(surface, LOBBY, (16, 34, 30, 240), theme.PANEL_EDGE, 16)
        x, y = LOBBY.x + 32, LOBBY.y + 28
        fonts.draw(surface, t("net.lobby.title"), (x, y), theme.HEADING, theme.TEXT, bold=True)
        fonts.draw(surface, title(self.scene.session.game.id), (x, y + 44), theme.BODY, theme.TEXT_SOFT)
        if net.hosted_here:
            fonts.draw(surface, t("net.lobby.code"), (x, y + 88), theme.BODY, theme.TEXT_SOFT, bold=True)
            fonts.draw(surface, net.code or "", (x, y + 112), theme.DISPLAY, theme.GOLD, bold=True)
            fonts.draw(surface, t("net.lobby.address"), (x + 360, y + 88), theme.BODY, theme.TEXT_SOFT, bold=True)
            fonts.draw(surface, net.where or "", (x + 360, y + 120), theme.HEADING, theme.TEXT, bold=True)
            note = t("net.lobby.tell") if net.announced else t("net.lobby.not_announced")
            for i, line in enumerate(fonts.wrap(note, LOBBY.width - 64, theme.SMALL)[:2]):
                fonts.draw(surface, line, (x, y + 176 + i * 18), theme.SMALL, theme.TEXT_SOFT)
        for entry in net.seats:
            self._seat_row(surface, entry)
        # Beside the AI level of a seat handed over (at the host), in two lines if it must.
        room = LOBBY.width - 64 - (320 if self.form.controls else 0)
        lines = fonts.wrap(t("net.lobby.starts"), room, theme.BODY)[:2]
        for i, line in enumerate(lines):
            fonts.draw(surface, line, (x, LOBBY.bottom - 42 + (i * 2 - len(lines) + 1) * 13), theme.BODY,
                       theme.TEXT_SOFT, anchor="midleft")

    def _seat_row(self, surface: pygame.Surface, entry: dict[str, Any]) -> None:
        fonts, seat = self.scene.app.fonts, entry["seat"]
        rect = self._lobby_row(seat)
        pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, theme.FELT, 0.5), rect, border_radius=8)
        fonts.draw(surface, t("seat.label", n=seat + 1), (rect.x + 16, rect.centery), theme.BODY, theme.TEXT_SOFT,
                   bold=True, anchor="midleft")
        status = entry["status"]
        mine = seat in self.scene.session.humans()
        name = t("net.lobby.open") if status == "open" else entry["name"]
        room = rect.width - 140 - (240 if status == "open" and self.net.hosted_here else 16)
        words = fonts.fit(f"{name} · {self._status_words(status, entry['level'], mine)}" if status != "open" else name,
                          room, theme.BODY)
        fonts.draw(surface, words, (rect.x + 124, rect.centery), theme.BODY,
                   theme.GOLD if status == "open" else theme.TEXT, anchor="midleft")

    def _status_words(self, status: str, level: str | None, mine: bool) -> str:
        if mine:
            return t("net.lobby.you") if not self.net.hosted_here else t("net.lobby.at_this_screen")
        if status == "ai":
            return t("seat.ai_level", level=t(f"level.{level or 'normal'}"))
        return t(f"net.lobby.{status}")

    def _strips(self, surface: pygame.Surface) -> None:
        fonts = self.scene.app.fonts
        rows = [t("net.away", name=self.scene.session.name(seat)) for seat in self.net.away]
        if self.net.reconnecting:
            rows = [t("net.reconnecting")]
        for row, text in enumerate(rows):
            rect = self._strip(row)
            panel(surface, rect, (70, 30, 26, 236), theme.RED, 10)
            room = rect.width - 32 - ((460 if row == 0 else 240) if self.net.hosted_here and not self.net.reconnecting else 0)
            fonts.draw(surface, text, (rect.x + 16, rect.centery), theme.BODY,
                       theme.TEXT, bold=True, anchor="midleft", width=room)
