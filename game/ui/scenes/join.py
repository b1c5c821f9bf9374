"""Join a game: the games announced on the local network (found without typing anything, looked for
again every few seconds) or an address typed by hand; then the table's seats, where a free one is
taken with the join code and a name, and a seat this app held before is taken back with the secret it
kept. Everything on the network happens in the background; the screen polls for it each frame."""
from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import t
from game.net.background import NetworkThread
from game.net.discovery import Found, browse
from game.net.keyring import Ticket
from game.net.seat import Claim, look

from .. import theme
from ..netplay.words import failure_words
from ..scene import Scene, scene
from ..tables import table_for, title
from ..widgets.controls import Button, Form, TextField
from ..widgets.paint import panel
from ..widgets.ticking import soonest
from .backdrop import backdrop
from .connecting import join_table, keyring, rejoin
from .resting import ANSWER_POLL

if TYPE_CHECKING:
    from ..app import App

FOUND = pygame.Rect(80, 160, 620, 640)
FORM = pygame.Rect(760, 160, 760, 680)
ROW_H = 56
SHOWN = 8  # games listed at once
BROWSE_SECONDS = 2.0
BROWSE_EVERY = 4.0


def where_of(text: str) -> str | None:
    """An address and port as typed ("192.168.1.20:50123", "[fe80::1]:50123"), or None if it is not one."""
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536 or any(c.isspace() for c in host):
        return None
    return f"{host}:{int(port)}"


@scene("join")
class JoinScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.network = NetworkThread()
        self.keyring = keyring(app)
        tickets = self.keyring.tickets()
        self.address = ""
        self.code = ""
        self.name = tickets[0].name if tickets else ""
        self.found: list[Found] = []
        self.browsed = False  # a first look around the network is done
        self._browsing: Future[list[Found]] | None = None
        self._next_browse = 0.0
        self.clock = 0.0
        self.where: str | None = None  # the table whose welcome is asked for or shown
        self.welcome: dict[str, Any] | None = None
        self._looking: Future[dict[str, Any]] | None = None
        self.problem: str | None = None
        self.form = Form()
        self._build()

    # --- the network, in the background -----------------------------------------------------------
    def _interfaces(self) -> list[str] | None:
        """A window hosting on one address (the loopback one, in tests) looks for games there alone."""
        address = self.app.hosting.address
        return None if address in ("0.0.0.0", "") else [address]

    def next_wake(self) -> float | None:
        # The network answers on a thread of its own; it is looked at a modest pace, drawn when it says something.
        return soonest([ANSWER_POLL, self.form.next_wake()])

    def _looks(self) -> tuple[Any, ...]:
        return self.browsed, [f.where for f in self.found], self.welcome, self.problem, self._looking is None

    def update(self, dt: float) -> None:
        shown = self._looks()
        self._hear(dt)
        if self._looks() != shown:
            self.app.redraw()

    def _hear(self, dt: float) -> None:
        self.clock += dt
        if self._browsing is None and self.clock >= self._next_browse:
            self._browsing = self.network.submit(browse(BROWSE_SECONDS, self._interfaces()))
        if self._browsing is not None and self._browsing.done():
            error = self._browsing.exception()
            found = self._browsing.result() if error is None else []
            self._browsing, self._next_browse, self.browsed = None, self.clock + BROWSE_EVERY, True
            if [f.where for f in found] != [f.where for f in self.found]:
                self.found = found
                self._build()
        if self._looking is not None and self._looking.done():
            future, self._looking = self._looking, None
            error = future.exception()
            if error is not None:
                self.problem = failure_words(error)
            elif table_for(str(future.result()["game"])) is None:
                self.problem = t("join.unknown_game")
            else:
                self.welcome = future.result()
            self._build()

    def look_at(self, text: str) -> None:
        """Asks the table at ``text`` for its welcome: its game and seats."""
        where = where_of(text)
        self.welcome, self.problem = None, None
        if where is None:
            self.problem = t("join.bad_address")
            self._build()
            return
        self.address, self.where = where, where
        self._looking = self.network.submit(look(where))
        self._build()

    def sit(self, seat: int) -> None:
        """Takes the free ``seat`` with the code and the name typed."""
        if not self.code.strip():
            self.problem = t("join.need_code")
        elif not self.name.strip():
            self.problem = t("join.need_name")
        elif self.welcome is not None and self.where is not None:
            self.problem = None
            join_table(self.app, self.where, str(self.welcome["game"]),
                       Claim(name=self.name.strip(), code=self.code, seat=seat))

    def sit_again(self, seat: int) -> None:
        """Takes back a seat this app held, with the secret it kept."""
        ticket = self._ticket(seat)
        if ticket is not None:
            rejoin(self.app, ticket)

    def _ticket(self, seat: int) -> Ticket | None:
        if self.welcome is None or self.where is None:
            return None
        # A seat another window here is playing is that window's: not offered again.
        return self.keyring.find(self.where, str(self.welcome["game"]), str(self.welcome["table"]), seat, free=True)

    def on_resume(self) -> None:
        """Back from a table that could not be joined: its seats may have changed since."""
        if self.where is not None:
            self.look_at(self.where)

    def on_exit(self) -> None:
        self.network.stop()

    # --- the controls ------------------------------------------------------------------------------
    def _build(self) -> None:
        form = self.form
        focused = form.focused().name if form.focused() is not None else "address"
        form.clear()
        for row, table in enumerate(self.found[:SHOWN]):
            rect = pygame.Rect(FOUND.x + 24, FOUND.y + 76 + row * (ROW_H + 8), FOUND.width - 48, ROW_H)
            form.add(Button(rect, lambda table=table: table.table,
                            lambda table=table: self.look_at(table.where),
                            hint=lambda table=table: t("join.listed", title=title(table.game) or table.title,
                                                       n=table.players), name=f"found:{row}"))
        x, y = FORM.x + 32, FORM.y + 76
        fields = (("address", self.address, 32), ("code", self.code, 12), ("name", self.name, 24))
        for row, (key, text, limit) in enumerate(fields):
            form.add(TextField(pygame.Rect(x + 240, y + row * 60, 440, 48), text,
                               lambda typed, key=key: setattr(self, key, typed), limit=limit, name=key))
        form.add(Button(pygame.Rect(x + 240, y + 180, 260, 52), lambda: t("join.look"),
                        lambda: self.look_at(self.address), primary=self.welcome is None, name="look"))
        if self.welcome is not None:
            for entry in self.welcome["seats"]:
                seat = int(entry["seat"])
                rect = self._seat_row(seat)
                button = pygame.Rect(rect.right - 244, rect.y + 4, 236, rect.height - 8)
                if self._ticket(seat) is not None and entry["status"] in ("away", "here"):
                    form.add(Button(button, lambda: t("join.back_in"), lambda seat=seat: self.sit_again(seat),
                                    primary=True, name=f"back:{seat}"))
                elif entry["status"] == "open":
                    form.add(Button(button, lambda: t("join.sit"), lambda seat=seat: self.sit(seat),
                                    primary=True, name=f"sit:{seat}"))
        form.add(Button(pygame.Rect(80, 820, 200, 52), lambda: t("common.back"), lambda: self.app.pop(self),
                        name="back"))
        form.set_focus(form.named(focused) if any(c.name == focused for c in form.controls) else None)

    def _seat_row(self, seat: int) -> pygame.Rect:
        return pygame.Rect(FORM.x + 32, FORM.y + 372 + seat * 46, FORM.width - 64, 42)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.form.focused()
            if focused is not None and focused.name == "address":
                self.look_at(self.address)
                return
        self.form.handle(event)

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        fonts = self.app.fonts
        fonts.draw(surface, t("join.title"), (80, 64), theme.DISPLAY, theme.GOLD, bold=True)
        for box in (FOUND, FORM):
            panel(surface, box, (16, 34, 30, 240), theme.PANEL_EDGE, 16)
        fonts.draw(surface, t("join.found"), (FOUND.x + 24, FOUND.y + 24), theme.HEADING, theme.TEXT, bold=True)
        if not self.found:
            note = t("join.none") if self.browsed else t("join.looking")
            for i, line in enumerate(fonts.wrap(note, FOUND.width - 48, theme.BODY)[:5]):
                fonts.draw(surface, line, (FOUND.x + 24, FOUND.y + 84 + i * 28), theme.BODY, theme.TEXT_SOFT)
        x, y = FORM.x + 32, FORM.y + 76
        for row, key in enumerate(("address", "code", "name")):
            fonts.draw(surface, t(f"join.{key}"), (x, y + row * 60 + 24), theme.BODY, theme.TEXT, bold=True,
                       anchor="midleft")
        self._table(surface)
        self.form.draw(surface, fonts)

    def _table(self, surface: pygame.Surface) -> None:
        """The table found and its seats, with what stands in the way of taking one above them."""
        fonts = self.app.fonts
        x, y = FORM.x + 32, FORM.y + 316  # below the Find button, above the seats
        welcome = self.welcome
        if self.problem is not None:
            for i, line in enumerate(fonts.wrap(self.problem, FORM.width - 64, theme.BODY)[:2]):
                fonts.draw(surface, line, (x, y + i * 26), theme.BODY, theme.GOLD)
        elif self._looking is not None:
            fonts.draw(surface, t("join.reaching"), (x, y), theme.BODY, theme.TEXT_SOFT)
        elif welcome is not None:
            heading = f"{welcome['table']} · {title(str(welcome['game']))}"
            fonts.draw(surface, heading, (x, y), theme.BODY,
                       theme.TEXT, bold=True, width=FORM.width - 64)
        if welcome is None:
            return
        for entry in welcome["seats"]:
            rect = self._seat_row(int(entry["seat"]))
            pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, theme.FELT, 0.5), rect, border_radius=8)
            status = entry["status"]
            words = t("net.lobby.open") if status == "open" else f"{entry['name']} · {self._status(entry)}"
            fonts.draw(surface, t("seat.label", n=int(entry["seat"]) + 1), (rect.x + 12, rect.centery), theme.BODY,
                       theme.TEXT_SOFT, bold=True, anchor="midleft")
            fonts.draw(surface, words, (rect.x + 112, rect.centery),
                       theme.BODY, theme.GOLD if status == "open" else theme.TEXT, anchor="midleft", width=rect.width - 380)

    @staticmethod
    def _status(entry: dict[str, Any]) -> str:
        if entry["status"] == "ai":
            return t("seat.ai_level", level=t(f"level.{entry['level'] or 'normal'}"))
        return t(f"net.lobby.{entry['status']}")

