"""The main menu: new game, continue (the last game saved here, or a seat at another computer's table
taken since), join a game on the network, load, rules, settings, quit, and the games at a glance."""
from __future__ import annotations

from functools import lru_cache
from importlib import metadata
from typing import TYPE_CHECKING

import pygame

from game.engine import autosaves, saves
from game.i18n import t
from game.net.keyring import Ticket

from .. import theme
from ..guide.lesson import has_lesson
from ..scene import Scene, open_scene, scene, switch_scene
from ..tables import menu_games, playable, state_text, title
from ..widgets.controls import Button, Form
from ..widgets.paint import panel
from .backdrop import backdrop
from .connecting import keyring, rejoin
from .table import open_save

if TYPE_CHECKING:
    from ..app import App


@lru_cache(maxsize=1)
def version() -> str:
    """The installed package's version; a copy run from its source folder is "dev"."""
    try:
        return metadata.version("card-table")
    except metadata.PackageNotFoundError:
        return "dev"


GAMES = pygame.Rect(880, 320, 560, 0)  # the games at a glance, as tall as the list


@scene("menu")
class MainMenu(Scene):
    precise_motion = True

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self._resumable: bool | None = None
        self._lay_out()

    def _lay_out(self) -> None:
        """The buttons, placed for the text size shown."""
        app = self.app
        self.text_scale = app.fonts.scale
        self.form = Form(app.redraw)
        entries = [
            ("menu.new_game", lambda: open_scene(app, "new_game"), True, None),
            ("menu.continue", self.continue_game, False, self._has_latest),
            ("menu.join", lambda: open_scene(app, "join"), False, None),
            ("menu.load", lambda: open_scene(app, "load"), False, None),
            ("menu.rules", self.rules, False, None),
            ("menu.settings", lambda: open_scene(app, "settings"), False, None),
            ("menu.quit", app.quit, False, None),
        ]
        for row, (key, action, primary, enabled) in enumerate(entries):
            rect = pygame.Rect(160, 344 + row * 64, 360, 52)
            self.form.add(Button(rect, lambda key=key: t(key), action, primary=primary, enabled=enabled,
                                 name=key.split(".")[1]))
        # Each game's guided first game, beside the game in the list: where a newcomer looks first.
        learn_w = max(200, app.fonts.width(t("lesson.learn"), theme.BODY, True) + 32)
        for row, game_id in enumerate(menu_games()):
            if has_lesson(game_id):
                rect = pygame.Rect(GAMES.right - 24 - learn_w, GAMES.y + 72 + row * self.row_h, learn_w, 44)
                self.form.add(Button(rect, lambda: t("lesson.learn"),
                                     lambda game_id=game_id: switch_scene(app, "lesson", game_id),
                                     name=f"learn-{game_id}"))
        self.form.move_focus(1)

    def _has_latest(self) -> bool:
        # Headers only: the full load (a replay) waits until the button is pressed.
        if self._resumable is None:
            # With nothing saved here, any seat kept elsewhere is the one Continue takes back.
            self._resumable = bool(autosaves.resumable(self.app.saves_dir)) or keyring(self.app).newest() is not None
        return self._resumable

    def _seat_elsewhere(self) -> Ticket | None:
        """The seat at another computer's table taken after the newest unfinished game here was saved,
        if there is one: a crash, a sleep or a closed window left the host keeping it for this app."""
        newest = keyring(self.app).newest()
        if newest is None:
            return None
        ticket, taken = newest
        here = autosaves.resumable(self.app.saves_dir)
        return ticket if not here or saves.modified(here[0].path) < taken else None

    @property
    def row_h(self) -> int:
        """A game's row in the list: its name over what it is ready for."""
        fonts = self.app.fonts
        return max(72, fonts.line_height(theme.BODY) + fonts.line_height(theme.SMALL) + 16)

    def on_resume(self) -> None:
        self._resumable = None
        if self.text_scale != self.app.fonts.scale:
            self._lay_out()

    def continue_game(self) -> None:
        seat = self._seat_elsewhere()
        if seat is not None:
            rejoin(self.app, seat)
            return
        loaded = autosaves.latest_loadable(self.app.saves_dir)
        if loaded is None:
            self.app.dialog(t("menu.continue"), t("menu.nothing_to_continue"))
            return
        open_save(self.app, loaded)

    def rules(self) -> None:
        games = [g for g in menu_games() if playable(g)] or menu_games()
        open_scene(self.app, "rules", games[0] if games else "")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        fonts = self.app.fonts
        title_rect = fonts.draw(surface, t("app.title"), (160, 168), theme.TITLE, theme.GOLD, bold=True, anchor="midleft")
        fonts.draw(surface, t("menu.tagline"), (164, max(240, title_rect.bottom + fonts.line_height() // 2)), theme.BODY,
                   theme.TEXT_SOFT, anchor="midleft")
        fonts.draw(surface, t("menu.version", version=version()), (16, theme.HEIGHT - 12), theme.SMALL,
                   theme.TEXT_SOFT, anchor="bottomleft")
        self._games(surface)
        self.form.draw(surface, fonts)

    def _games(self, surface: pygame.Surface) -> None:
        """What each game is ready for: information, drawn flat (no button edge, no pulse)."""
        fonts = self.app.fonts
        games = menu_games()
        box = GAMES.copy()
        box.height = 96 + self.row_h * len(games)
        panel(surface, box, (16, 34, 30, 160), (16, 34, 30, 160), 16)
        fonts.draw(surface, t("menu.games"), (box.x + 32, box.y + 28), theme.BODY, theme.TEXT_SOFT, bold=True)
        for row, game_id in enumerate(games):
            y = box.y + 76 + row * self.row_h
            ready = playable(game_id)
            learn = self.form.controls[-1].rect.x if has_lesson(game_id) else box.right
            fonts.draw(surface, "✓" if ready else "·", (box.x + 44, y + 14), theme.BODY,
                       theme.GOLD if ready else theme.TEXT_SOFT, bold=True, anchor="center")
            fonts.draw(surface, title(game_id), (box.x + 68, y), theme.BODY, theme.TEXT, bold=True,
                       width=learn - box.x - 76)
            fonts.draw(surface, state_text(game_id), (box.x + 68, y + max(28, fonts.line_height(theme.BODY))),
                       theme.SMALL, theme.TEXT_SOFT, width=learn - box.x - 76)
