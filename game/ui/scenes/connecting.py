"""Between a game on the network being asked for and its table: a host being opened, a seat being
taken or taken back. The table opens once every seat of this screen is seated and the first position
is known; a refusal or a host that cannot be reached is said in words, and Esc or Cancel lets it go."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import autosaves, saves
from game.engine.actions import Action
from game.engine.match import Match
from game.engine.registry import get
from game.i18n import t
from game.net.background import SeatThread
from game.net.keyring import Keyring, Ticket, keyring_file
from game.net.seat import Claim, Turned

from .. import theme
from ..netplay.hosting import Hosting
from ..netplay.source import NetSource
from ..scene import Scene, scene, switch_scene
from ..tables import table_for, title
from ..widgets.controls import Button, Form
from ..widgets.paint import spinner
from ..widgets.ticking import MARKS
from .backdrop import backdrop
from .resting import ANSWER_POLL

if TYPE_CHECKING:
    from ..app import App


def keyring(app: "App") -> Keyring:
    """The secrets of the seats this app took at other computers' tables, in its own data folder."""
    return Keyring(keyring_file(app.data_dir))


def host_match(app: "App", match: Match, history: list[Action] | None = None, created: str | None = None) -> None:
    """Opens ``match`` to the local network from this window (``history``: the moves of a saved game)."""
    hosting = Hosting(match, app.hosting, app.saves_dir, app.ai_iterations, history, created)
    source = NetSource(match.game, [], hosting=hosting, ai_iterations=app.ai_iterations)
    switch_scene(app, "connecting", source, t("net.connecting.hosting"))


def host_saved(app: "App", loaded: saves.LoadedSave) -> None:
    """Opens a saved network game to the network again: its network seats wait for the same players,
    who take them back with their secrets (the save keeps only each secret's hash)."""
    created = loaded.header.get("created") if autosaves.is_autosave(loaded.path) else None
    host_match(app, loaded.match.restart(), list(loaded.match.actions), created if isinstance(created, str) else None)


def join_table(app: "App", where: str, game_id: str, claim: Claim) -> None:
    """Takes a seat at the table at ``where`` (pushed over the join screen, which a refusal returns to)."""
    ring = keyring(app)
    link = SeatThread(where, claim, keyring=ring)
    source = NetSource(get(game_id), [link], keyring=ring, ai_iterations=app.ai_iterations)
    app.push(Connecting(app, source, t("net.connecting.joining", where=where)))


def rejoin(app: "App", ticket: Ticket) -> None:
    """Takes back a seat this app held, with its kept secret."""
    join_table(app, ticket.where, ticket.game, Claim(name=ticket.name, seat=ticket.seat, secret=ticket.secret))


@scene("connecting")
class Connecting(Scene):
    def __init__(self, app: "App", source: NetSource, words: str) -> None:
        super().__init__(app)
        self.source = source
        self.words = words
        self.clock = 0.0
        self.handed = False
        self.form = Form()
        rect = pygame.Rect(0, 0, 240, 52)
        rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2 + 120)
        self.form.add(Button(rect, lambda: t("net.connecting.cancel"), self.cancel, name="cancel"))

    def next_wake(self) -> float | None:
        return ANSWER_POLL  # the host answers on a thread of its own

    def update(self, dt: float) -> None:
        drawn, self.clock = self.clock, self.clock + dt
        if MARKS.changed(drawn, self.clock):
            for rect in MARKS.on(self.app.screen):
                self.app.redraw(rect)
        self.source.think()
        failure = self.source.network.failure
        if failure is not None:
            self._forget_refused()
            self.cancel()
            self.app.dialog(t("net.closed.title"), failure)
        elif self.source.ready:
            spec = table_for(self.source.game.id)
            if spec is None:
                self.cancel()
                self.app.dialog(t("load.title"), t("load.no_table", game=title(self.source.game.id)))
                return
            self.handed = True
            switch_scene(self.app, "table", self.source, spec)

    def _forget_refused(self) -> None:
        """A seat the host no longer lets this app back into is not offered again."""
        ring = self.source.network.keyring
        for link in self.source.links:
            if ring is None or not isinstance(link.failure, Turned) or link.claim.secret is None:
                continue
            for ticket in ring.tickets():
                if (ticket.where, ticket.seat, ticket.secret) == (link.where, link.claim.seat, link.claim.secret):
                    ring.forget(ticket)

    def cancel(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.pop(self)
        else:
            switch_scene(self.app, "menu")

    def on_exit(self) -> None:
        if not self.handed:
            self.source.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        fonts = self.app.fonts
        cx, cy = theme.WIDTH // 2, theme.HEIGHT // 2
        fonts.draw(surface, title(self.source.game.id), (cx, cy - 120), theme.DISPLAY, theme.GOLD, bold=True,
                   anchor="center")
        spinner(surface, (cx, cy - 40), self.clock, 14)
        for i, line in enumerate(fonts.wrap(self.words, 900, theme.BODY)[:3]):
            fonts.draw(surface, line, (cx, cy + 8 + i * 26), theme.BODY, theme.TEXT, anchor="center")
        self.form.draw(surface, fonts)
